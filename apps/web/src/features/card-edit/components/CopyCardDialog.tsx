import { useEffect, useState } from 'react';
import { Autocomplete, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '@carddogam/contract/messages';
import { AppDialog } from '../../../components/AppDialog';
import { showError, showSuccess } from '../../../lib/toast';
import { setNamesQuery } from '../../card-search';
import { useCardCopy } from '../api/card-edit-mutations';
import { copyFormError } from '../lib/edit-form';

/** 카드 복사 (§2.10): copies the card into a pre-input card, then opens that card. */
export function CopyCardDialog({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [preCardId, setPreCardId] = useState('');
  const [setNameKr, setSetNameKr] = useState('');
  const [setNameJp, setSetNameJp] = useState('');
  const [number, setNumber] = useState('');
  const krSets = useQuery(setNamesQuery('kr'));
  const jpSets = useQuery(setNamesQuery('jp'));

  const copy = useCardCopy({
    onSuccess: ({ id }) => {
      showSuccess(MSG.cardCopied);
      onClose();
      void navigate(`/card/detail?id=${encodeURIComponent(id)}`);
    },
  });
  const submit = () => {
    if (copy.isPending) return;
    const message = copyFormError({ preCardId, setNameKr, setNameJp });
    if (message) return showError(message);
    copy.mutate({
      id: cardId,
      pre_card_id: preCardId.trim(),
      set_name_kr: setNameKr.trim(),
      set_name_jp: setNameJp.trim(),
      number: number.trim(),
    });
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.key === 'Enter') {
        event.preventDefault();
        submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <AppDialog opened onClose={onClose} title="카드 복사">
      <Stack gap="sm" data-testid="copy-card-dialog">
        <Text size="sm">
          원본 카드 ID: <b>{cardId}</b>
        </Text>
        <TextInput
          label="선입력 카드 (ID)"
          value={preCardId}
          onChange={(e) => setPreCardId(e.currentTarget.value)}
          data-autofocus
        />
        {/* A list to choose from, open to a set not yet in it: pre-input cards are for upcoming sets. */}
        <Autocomplete
          label="한글 제품명"
          data={krSets.data ?? []}
          value={setNameKr}
          onChange={setSetNameKr}
        />
        <Autocomplete
          label="일본 제품명"
          data={jpSets.data ?? []}
          value={setNameJp}
          onChange={setSetNameJp}
        />
        <TextInput label="블록넘버" value={number} onChange={(e) => setNumber(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button onClick={submit} loading={copy.isPending}>
            복사
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
