import { useMutation, useQueryClient } from '@tanstack/react-query';
import { provideCalls, type ReportKind } from '@carddogam/contract/calls/provide';
import { callApi } from '../../../lib/api';
import { showError, showSuccess } from '../../../lib/toast';
import { provideAdminKeys } from './keys';

const APPROVE = {
  image: provideCalls.imageApprove,
  info: provideCalls.infoApprove,
  bug: provideCalls.bugApprove,
};
const REJECT = {
  image: provideCalls.imageReject,
  info: provideCalls.infoReject,
  bug: provideCalls.bugReject,
};

/** Approve and reject of one kind; both refresh the queue and show the server's answer. */
export function useDecisions(kind: ReportKind) {
  const client = useQueryClient();
  const done = (result: { message: string }) => {
    showSuccess(result.message);
    void client.invalidateQueries({ queryKey: provideAdminKeys.queue(kind) });
  };
  return {
    approve: useMutation({
      mutationFn: (p: { id: number; point: number; memo: string }) => callApi(APPROVE[kind], p),
      onSuccess: done,
      onError: showError,
    }),
    reject: useMutation({
      mutationFn: (p: { id: number; memo: string }) => callApi(REJECT[kind], p),
      onSuccess: done,
      onError: showError,
    }),
  };
}

/** Marks one staff alarm read, or all of them without an id. */
export function useStaffAlarmRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => callApi(provideCalls.staffAlarmRead, id === undefined ? {} : { id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: provideAdminKeys.staffAlarms }),
    onError: showError,
  });
}
