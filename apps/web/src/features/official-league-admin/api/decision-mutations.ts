import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { officialPlayerCalls as calls } from '@carddogam/contract/calls/official-league-players';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { leagueAdminKeys } from './keys';

/**
 * Staff decisions on members' claims and reports. Each refreshes its whole queue (every status and page,
 * so the totals agree) whether it went through or was refused (another staff member decided first).
 */

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      callApi(approve ? calls.claimApprove : calls.claimRefuse, { id }),
    onSuccess: ({ message }) => showSuccess(message),
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueAdminKeys.claims }),
  });
}

export type ReportApprove = CallParams<typeof calls.reportApprove>;
export type ReportReject = CallParams<typeof calls.reportReject>;

/** The server's answer with what it did: the standings written and the reporter's points. */
export function approvedText(answer: { count: number; reward_point: number | null; message: string }) {
  const reward =
    answer.reward_point === null
      ? '지급할 제보 포인트는 없습니다'
      : `제보자에게 ${answer.reward_point.toLocaleString('ko-KR')}P를 지급했습니다`;
  return `${answer.message} (순위 ${answer.count.toLocaleString('ko-KR')}명 등록, ${reward})`;
}

/** Approve and reject of a result report; a refusal stays in the report's dialog. */
export function useReportDecisions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: leagueAdminKeys.reports });
  return {
    approve: useMutation({
      mutationFn: (input: ReportApprove) => callApi(calls.reportApprove, input),
      onSuccess: (answer) => showSuccess(approvedText(answer)),
      onSettled: refresh,
    }),
    reject: useMutation({
      mutationFn: (input: ReportReject) => callApi(calls.reportReject, input),
      onSuccess: ({ message }) => showSuccess(message),
      onSettled: refresh,
    }),
  };
}
