import { DENY_EMAIL } from './denyemail-text';
import { PolicyView } from './PolicyView';

/** /policy/denyemail: refusal of unauthorised e-mail harvesting (§2.2). */
export default function DenyEmailPage() {
  return <PolicyView page="denyemail" builtIn={DENY_EMAIL} />;
}
