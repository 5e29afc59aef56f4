import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { boardListPath, boardReadPath } from '@carddogam/contract/board/seeded-boards';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { RequireLogin } from '../../../app/guards/RequireLogin';
import { QueryState } from '../../../components/QueryState';
import type { SessionUser } from '../../../lib/session';
import { boardSettingQuery } from '../api/board-queries';
import { useBoardPostMutations } from '../api/write-mutations';
import { BoardPostForm } from './BoardPostForm';
import { draftKey } from './post-draft';
import { EMPTY_FIELDS } from './post-fields';
import { writeRefusal } from './write-access';
import { WritePageFrame, WriteRefusal } from './WritePageFrame';

/** /board/write?board_group=&board_name= — a new post, members only. */
export default function BoardWritePage() {
  const [params] = useSearchParams();
  const boardName = params.get('board_name')?.trim() ?? '';
  return <RequireLogin>{(user) => <WriteScreen user={user} boardName={boardName} />}</RequireLogin>;
}

function WriteScreen({ user, boardName }: { user: SessionUser; boardName: string }) {
  const navigate = useNavigate();
  const setting = useQuery({ ...boardSettingQuery(boardName), enabled: boardName !== '' });
  const { insert } = useBoardPostMutations();

  if (!boardName)
    return (
      <WritePageFrame title="글쓰기">
        <WriteRefusal message={BOARD_MSG.boardNotFound} backTo="/" backLabel="홈으로" />
      </WritePageFrame>
    );
  if (!setting.data)
    return (
      <WritePageFrame title="글쓰기" boardName={boardName}>
        <QueryState error={setting.error} onRetry={() => void setting.refetch()} />
      </WritePageFrame>
    );

  const board = setting.data;
  const listPath = boardListPath({ group: board.group, name: board.name });
  const refusal = writeRefusal(user, board);
  return (
    <WritePageFrame title="글쓰기" boardName={board.name}>
      {refusal ? (
        <WriteRefusal message={refusal} backTo={listPath} backLabel="목록으로" />
      ) : (
        <BoardPostForm
          board={board}
          initial={EMPTY_FIELDS}
          draftKey={draftKey(user.user_id, { kind: 'write', boardName: board.name })}
          submitLabel="등록"
          onCancel={() => void navigate(listPath)}
          submit={async (fields) => {
            const saved = await insert.mutateAsync({
              board_id: board.id,
              category: fields.category,
              title: fields.title,
              content: fields.content,
              is_notice: fields.isNotice,
            });
            return {
              path: boardReadPath({ group: saved.board_group, name: saved.board_name }, saved.id),
              message: BOARD_MSG.saved,
            };
          }}
        />
      )}
    </WritePageFrame>
  );
}
