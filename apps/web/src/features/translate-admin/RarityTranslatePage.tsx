import { DictionaryScreen } from './components/DictionaryScreen';
import { TranslateAdminLayout } from './components/TranslateAdminLayout';

/** /admin/translate/rarity. */
export default function RarityTranslatePage() {
  return (
    <TranslateAdminLayout title="레어도 번역">
      {(user) => <DictionaryScreen kind="rarity" user={user} />}
    </TranslateAdminLayout>
  );
}
