import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceCalls } from '@carddogam/contract/calls/attendance';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { mypageKeys } from '../../mypage';
import { attendanceKeys } from './keys';

/**
 * Checks the member in. Afterwards the calendar and today's list are asked for again — after a refusal
 * too, since '오늘은 이미 출석했습니다.' means another tab got there first — and after a check-in also the
 * member's my-page answers (the ledger) and the session (its balance and badge, in the header and my-page).
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (greeting: string) => callApi(attendanceCalls.insert, { greeting }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: mypageKeys.member }), session.refresh?.()]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
