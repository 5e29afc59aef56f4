import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  useCommentModeration,
  usePostModeration,
  type ModerationAction,
} from '../../api/moderation-mutations';

const LABEL: Record<ModerationAction, string> = {
  delete: '삭제',
  blind: '블라인드',
  unblind: '블라인드 해제',
};

interface ModerationButtonsProps {
  kind: '게시글' | '댓글';
  ids: number[];
  actions: readonly ModerationAction[];
  /** After the calls, whatever they answered: the screen clears its selection. */
  onDone: () => void;
}

/**
 * The bulk buttons of a moderation list. Deleting asks first (it takes back the writer's points and
 * cannot be undone here); blinding is undone by unblinding, so it does not.
 */
export function ModerationButtons({ kind, ids, actions, onDone }: ModerationButtonsProps) {
  const postModeration = usePostModeration();
  const commentModeration = useCommentModeration();
  const moderation = kind === '게시글' ? postModeration : commentModeration;
  const run = (action: ModerationAction) => moderation.mutate({ action, ids }, { onSettled: onDone });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `${kind} 삭제`,
      children: `선택한 ${kind} ${ids.length}건을 삭제하시겠습니까?`,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => run('delete'),
    });
  return actions.map((action) => (
    <Button
      key={action}
      size="xs"
      variant={action === 'delete' ? 'light' : 'default'}
      color={action === 'delete' ? 'red' : undefined}
      disabled={ids.length === 0 || moderation.isPending}
      loading={moderation.isPending && moderation.variables?.action === action}
      onClick={() => (action === 'delete' ? confirmDelete() : run(action))}
    >
      {LABEL[action]}
    </Button>
  ));
}
