import { CREDITS } from './credits-text';
import { PolicyView } from './PolicyView';

/**
 * /policy/creditsandcontact: credits and contact (§2.2). The heading says what the page is; the browser
 * tab reuses the point guide's name, as §2.2 says (the contract's page-title.ts).
 */
export default function CreditsPage() {
  return <PolicyView page="creditsandcontact" builtIn={CREDITS} />;
}
