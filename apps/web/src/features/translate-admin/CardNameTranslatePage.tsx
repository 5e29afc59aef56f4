import { DictionaryScreen } from './components/DictionaryScreen';
import { TranslateAdminLayout } from './components/TranslateAdminLayout';

/** /admin/translate/card_name. */
export default function CardNameTranslatePage() {
  return (
    <TranslateAdminLayout title="카드 이름 번역">
      {(user) => <DictionaryScreen kind="card_name" user={user} />}
    </TranslateAdminLayout>
  );
}
