import { PolicyView } from './PolicyView';
import { TERMS } from './terms-text';

/** /policy/rule: the terms of use (§2.2), the text signup's '전문 보기' opens. */
export default function RulePage() {
  return <PolicyView page="rule" builtIn={TERMS} />;
}
