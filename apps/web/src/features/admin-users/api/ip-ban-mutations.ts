import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { adminUserCalls } from '@carddogam/contract/calls/admin-users';
import { callApi } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { adminUserKeys } from './keys';

/** Adding and removing IP bans; the list is read again after each. */
export function useIpBanMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUserKeys.ipBans });
  const add = useMutation({
    mutationFn: (input: { ip: string; reason: string }) => callApi(adminUserCalls.ipBanAdd, input),
    onSuccess: (ban) => {
      notifications.show({ message: `${ban.ip}을(를) 차단했습니다.`, color: 'teal' });
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (ip: string) => callApi(adminUserCalls.ipBanRemove, { ip }),
    onSuccess: (_answer, ip) => {
      notifications.show({ message: `${ip} 차단을 해제했습니다.`, color: 'teal' });
      void refresh();
    },
    onError: (error) => notifications.show({ message: errorMessage(error), color: 'red' }),
  });
  return { add, remove };
}
