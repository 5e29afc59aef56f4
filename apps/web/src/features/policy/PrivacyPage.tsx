import { PolicyDocument } from './PolicyDocument';
import { PRIVACY } from './privacy-text';

/** /policy/privacy: the privacy policy (§2.2). */
export default function PrivacyPage() {
  return <PolicyDocument text={PRIVACY} />;
}
