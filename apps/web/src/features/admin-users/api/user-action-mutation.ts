import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { CallParams } from '@carddogam/contract/call';
import { adminUserCalls } from '@carddogam/contract/calls/admin-users';
import { callApi } from '../../../lib/api';
import { adminUserKeys } from './keys';

type Input =
  | { kind: 'type'; params: CallParams<typeof adminUserCalls.changeType> }
  | { kind: 'ban'; params: CallParams<typeof adminUserCalls.ban> }
  | { kind: 'unban'; params: CallParams<typeof adminUserCalls.unban> };

const DONE: Record<Input['kind'], string> = {
  type: '회원 유형이 변경되었습니다.',
  ban: '회원을 밴했습니다.',
  unban: '밴이 해제되었습니다.',
};

function run(input: Input) {
  if (input.kind === 'type') return callApi(adminUserCalls.changeType, input.params);
  if (input.kind === 'ban') return callApi(adminUserCalls.ban, input.params);
  return callApi(adminUserCalls.unban, input.params);
}

/** Type change, ban and unban; the lists and the ban log are refreshed after each. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_user, input) => {
      notifications.show({ message: DONE[input.kind], color: 'teal' });
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    },
  });
}
