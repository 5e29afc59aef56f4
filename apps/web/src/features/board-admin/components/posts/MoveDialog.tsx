import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { AppDialog } from '../../../../components/AppDialog';
import { errorMessage } from '../../../../lib/error-message';
import { usePostMove } from '../../api/moderation-mutations';
import { BoardSelect } from '../shared/BoardSelect';

/** 이동: the selected posts go to one board, keeping their ids (decision 026). */
export function MoveDialog({ ids, onClose }: { ids: number[]; onClose: (moved: boolean) => void }) {
  const [boardId, setBoardId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const move = usePostMove();
  const submit = () => {
    if (boardId === null) return setMissing(true);
    move.mutate({ ids, board_id: boardId }, { onSuccess: () => onClose(true) });
  };
  return (
    <AppDialog opened onClose={() => onClose(false)} title="게시글 이동" centered>
      <Stack gap="sm">
        <Text size="sm">선택한 게시글 {ids.length}건을 옮길 게시판을 고르세요.</Text>
        <BoardSelect
          label="옮길 게시판"
          value={boardId}
          onChange={(next) => {
            setBoardId(next);
            setMissing(false);
          }}
          error={missing ? '옮길 게시판을 선택해주세요.' : undefined}
        />
        {move.error && (
          <Alert color="red" role="alert">
            {errorMessage(move.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            취소
          </Button>
          <Button onClick={submit} loading={move.isPending}>
            이동
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
