import { useState } from 'react';
import { Alert, Drawer } from '@mantine/core';
import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { useIsMobile } from '../../lib/use-is-mobile';
import type { SessionUser } from '../../lib/session';
import { RequireLogin } from '../../app/guards/RequireLogin';
import { CardSearchPanel } from '../card-search';
import { AddCardForm } from './components/AddCardForm';
import { CollectionLayout } from './components/CollectionLayout';
import { AppDialog } from '../../components/AppDialog';

const DIALOG_TITLE = '콜렉션북에 추가';

function Collect({ user }: { user: SessionUser }) {
  const isMobile = useIsMobile();
  const [picked, setPicked] = useState<SearchRow | null>(null);
  const [lastEdition, setLastEdition] = useState<Nation>('kr');
  const close = () => setPicked(null);
  // The dialog closes after an add so the next card can be picked at once; the toast confirms the add.
  const form = picked && (
    <AddCardForm
      key={picked.id}
      row={picked}
      preferredEdition={lastEdition}
      onAdded={(nation) => {
        setLastEdition(nation);
        close();
      }}
    />
  );

  return (
    <CollectionLayout
      title="카드 수집"
      description="카드를 검색해 '선택'한 뒤 판본과 수량을 골라 콜렉션북에 추가하세요."
    >
      {user.type === '밴 유저' && <Alert color="red">{MSG.bannedUser}</Alert>}
      <CardSearchPanel mode="picker" onPick={setPicked} userId={user.user_id} />
      {isMobile ? (
        <Drawer opened={picked !== null} onClose={close} position="bottom" size="auto" title={DIALOG_TITLE}>
          {form}
        </Drawer>
      ) : (
        <AppDialog opened={picked !== null} onClose={close} title={DIALOG_TITLE} centered size="sm">
          {form}
        </AppDialog>
      )}
    </CollectionLayout>
  );
}

/** /collection/collect: find cards with the card search in picker mode and add them to one's book. */
export default function CollectPage() {
  return <RequireLogin>{(user) => <Collect user={user} />}</RequireLogin>;
}
