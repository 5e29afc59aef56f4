import { DictionaryScreen } from './components/DictionaryScreen';
import { TranslateAdminLayout } from './components/TranslateAdminLayout';

/** /admin/translate/attack_name. */
export default function AttackNameTranslatePage() {
  return (
    <TranslateAdminLayout title="기술 이름 번역">
      {(user) => <DictionaryScreen kind="attack_name" user={user} />}
    </TranslateAdminLayout>
  );
}
