import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { AppDialog } from '../../../components/AppDialog';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteLeague } from '../api/league-mutations';

/** 수정 and 삭제 (after a confirm), for 관리자 and the event's writer holding the permission. */
export function LeagueEditorActions({ league }: { league: { id: number; name: string } }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLeague();
  const navigate = useNavigate();
  return (
    <>
      <Button
        component={Link}
        to={`/official_league/update?id=${league.id}`}
        variant="default"
        size="sm"
        leftSection={<IconPencil size={16} />}
      >
        수정
      </Button>
      <Button
        variant="light"
        color="red"
        size="sm"
        leftSection={<IconTrash size={16} />}
        onClick={() => setConfirming(true)}
      >
        삭제
      </Button>
      <AppDialog opened={confirming} onClose={() => setConfirming(false)} title="대회 삭제">
        <Stack gap="md">
          <Text size="sm">
            &apos;{league.name}&apos; 대회와 순위표를 삭제합니다. 삭제한 뒤에는 되돌릴 수 없습니다.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              취소
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(league.id, {
                  onSuccess: ({ message }) => {
                    showSuccess(message);
                    void navigate('/official_league/list');
                  },
                  onError: showError,
                })
              }
            >
              삭제
            </Button>
          </Group>
        </Stack>
      </AppDialog>
    </>
  );
}
