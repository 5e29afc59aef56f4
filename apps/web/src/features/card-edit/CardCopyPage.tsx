import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@carddogam/contract/messages';
import { showError } from '../../lib/toast';
import { CardAdminLayout } from './components/CardAdminLayout';
import { CopyCardDialog } from './components/CopyCardDialog';

/** /admin/card/copy: the copy card dialog (§2.10) for a card chosen by id. */
export default function CardCopyPage() {
  return <CardAdminLayout title="카드 복사">{() => <CopyByCardId />}</CardAdminLayout>;
}

function CopyByCardId() {
  const [cardId, setCardId] = useState('');
  const [open, setOpen] = useState(false);
  const start = () => (cardId.trim() ? setOpen(true) : showError(MSG.editIdRequired));
  return (
    <Stack gap="sm">
      <Text size="sm">원본 카드의 ID를 입력하면 선입력 카드로 복사합니다.</Text>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="원본 카드 ID"
          size="xs"
          value={cardId}
          onChange={(e) => setCardId(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && start()}
        />
        <Button size="xs" onClick={start}>
          복사하기
        </Button>
      </Group>
      {open && <CopyCardDialog cardId={cardId.trim()} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
