import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { RequireLogin } from '../../../app/guards/RequireLogin';
import { QueryState } from '../../../components/QueryState';
import type { SessionUser } from '../../../lib/session';
import { boardReadQuery } from '../api/board-queries';
import { useBoardPostMutations } from '../api/write-mutations';
import { BoardPostForm } from './BoardPostForm';
import { draftKey } from './post-draft';
import type { PostFields } from './post-fields';
import { editRefusal } from './write-access';
import { WritePageFrame, WriteRefusal } from './WritePageFrame';

/** A positive row id from the address, or null. */
function postIdFrom(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /board/update?board_group=&board_name=&id= — the writer (or a moderator) edits a post. The read call
 * brings the post and its board's settings together.
 */
export default function BoardUpdatePage() {
  const [params] = useSearchParams();
  const id = postIdFrom(params.get('id'));
  return <RequireLogin>{(user) => <UpdateScreen user={user} id={id} />}</RequireLogin>;
}

function UpdateScreen({ user, id }: { user: SessionUser; id: number | null }) {
  const read = useQuery({ ...boardReadQuery(id ?? 0), enabled: id !== null });

  if (id === null)
    return (
      <WritePageFrame title="글 수정">
        <WriteRefusal message={BOARD_MSG.postNotFound} backTo="/" backLabel="홈으로" />
      </WritePageFrame>
    );
  if (!read.data)
    return (
      <WritePageFrame title="글 수정">
        <QueryState error={read.error} onRetry={() => void read.refetch()} />
      </WritePageFrame>
    );
  return <UpdateForm user={user} result={read.data} />;
}

function UpdateForm({ user, result }: { user: SessionUser; result: BoardReadResult }) {
  const navigate = useNavigate();
  const { update } = useBoardPostMutations();
  const { board, post } = result;
  const readPath = boardReadPath({ group: board.group, name: board.name }, post.id);
  const refusal = editRefusal(user, result.can.edit) ?? (post.content_hidden ? BOARD_MSG.blindedPost : null);
  const initial: PostFields = {
    title: post.title,
    category: post.category,
    content: post.content,
    isNotice: post.is_notice,
  };

  return (
    <WritePageFrame title="글 수정" boardName={board.name}>
      {refusal ? (
        <WriteRefusal message={refusal} backTo={readPath} backLabel="글로 돌아가기" />
      ) : (
        <>
          {post.blinded && (
            <Alert color="yellow" variant="light">
              {BOARD_MSG.blindedPost} 수정하면 운영진에게 검토를 요청합니다.
            </Alert>
          )}
          <BoardPostForm
            board={board}
            initial={initial}
            draftKey={draftKey(user.user_id, { kind: 'update', postId: post.id })}
            submitLabel="수정"
            onCancel={() => void navigate(readPath)}
            submit={async (fields) => {
              const saved = await update.mutateAsync({
                id: post.id,
                boardName: board.name,
                category: fields.category,
                title: fields.title,
                content: fields.content,
                // Only moderators change the notice flag; the server keeps it for everyone else.
                is_notice: board.can.moderate ? fields.isNotice : post.is_notice,
              });
              const asksReview =
                post.blinded && saved.review_requested && post.writer.user_id === user.user_id;
              return { path: readPath, message: asksReview ? BOARD_MSG.reviewRequested : BOARD_MSG.updated };
            }}
          />
        </>
      )}
    </WritePageFrame>
  );
}
