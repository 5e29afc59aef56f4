import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { memberReportCalls } from '@carddogam/contract/calls/member-report';
import { callApi } from '../../../lib/api';
import { memberReportKeys } from './keys';

/** 신고하기: the staff lists change too, for a 관리자 who reports someone. */
export function useReportMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<typeof memberReportCalls.report>) =>
      callApi(memberReportCalls.report, params),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberReportKeys.all }),
  });
}

/** 처리 or 기각 of one member's waiting reports (some or all). */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: CallParams<typeof memberReportCalls.decide>) =>
      callApi(memberReportCalls.decide, params),
    // A decision another 관리자 made first (409) also means the lists shown are old.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: memberReportKeys.all }),
  });
}
