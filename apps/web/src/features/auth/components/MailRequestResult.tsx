import { Alert } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-message';

/** The server's answer to a mail request: the same 'sent if it exists' message either way, or the error. */
export function MailRequestResult({
  request,
}: {
  request: Pick<
    UseMutationResult<{ message: string }, Error, void>,
    'isSuccess' | 'isError' | 'data' | 'error'
  >;
}) {
  if (request.isSuccess) {
    return (
      <Alert color="teal" role="status">
        {request.data?.message}
      </Alert>
    );
  }
  if (request.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(request.error)}
      </Alert>
    );
  }
  return null;
}
