import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { boardAdminCalls as calls } from '@carddogam/contract/calls/board-admin';
import { callApi } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { refreshBoards } from './refresh';

/** The staff answer to a 카드/DB 추가 요청; the writer gets an alarm from the server. */
export function useDbRequestReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallParams<typeof calls.dbRequestUpdate>) => callApi(calls.dbRequestUpdate, input),
    onSuccess: ({ status }) => {
      showSuccess(`처리 상태를 '${status}'(으)로 저장했습니다.`);
      return refreshBoards(queryClient);
    },
  });
}
