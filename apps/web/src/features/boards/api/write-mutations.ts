import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { BOARD_IMAGE_UPLOAD_PATH, boardCalls, type boardImageUploadResult } from '@carddogam/contract/calls/board';
import { callApi, uploadFile } from '../../../lib/api';
import { boardKeys } from './keys';

export type BoardInsertParams = CallParams<typeof boardCalls.insert>;
export type BoardUpdateParams = CallParams<typeof boardCalls.update>;

/**
 * Writing and editing a post. Afterwards the board's lists (new row, changed title or 말머리), the post
 * itself, the board's post count and the home page's feed are read again.
 */
export function useBoardPostMutations() {
  const queryClient = useQueryClient();
  const refresh = (boardName: string, postId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: boardKeys.lists(boardName) }),
      queryClient.invalidateQueries({ queryKey: boardKeys.post(postId) }),
      queryClient.invalidateQueries({ queryKey: boardKeys.setting(boardName) }),
      queryClient.invalidateQueries({ queryKey: boardKeys.feed() }),
    ]);

  return {
    insert: useMutation({
      mutationFn: (params: BoardInsertParams) => callApi(boardCalls.insert, params),
      onSuccess: (result) => refresh(result.board_name, result.id),
    }),
    update: useMutation({
      mutationFn: ({ boardName: _boardName, ...params }: BoardUpdateParams & { boardName: string }) =>
        callApi(boardCalls.update, params),
      onSuccess: (result, { boardName }) => refresh(boardName, result.id),
    }),
  };
}

/**
 * Sends one image of the editor as multipart (field 'image'); the server sniffs and re-encodes it and
 * answers the stored address. Rejects with the server's Korean message (not an image, too large…).
 */
export async function uploadBoardImage(file: File): Promise<string> {
  return (await uploadFile<typeof boardImageUploadResult>(BOARD_IMAGE_UPLOAD_PATH, 'image', file)).url;
}
