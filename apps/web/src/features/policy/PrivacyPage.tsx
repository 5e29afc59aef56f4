import { PolicyView } from './PolicyView';
import { PRIVACY } from './privacy-text';

/** /policy/privacy: the privacy policy (§2.2), the text signup's '전문 보기' opens. */
export default function PrivacyPage() {
  return <PolicyView page="privacy" builtIn={PRIVACY} />;
}
