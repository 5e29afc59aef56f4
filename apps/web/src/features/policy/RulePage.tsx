import { PolicyDocument } from './PolicyDocument';
import { TERMS } from './terms-text';

/** /policy/rule: the terms of use (§2.2). */
export default function RulePage() {
  return <PolicyDocument text={TERMS} />;
}
