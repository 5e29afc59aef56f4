import { errorMessage } from '../../../lib/error-message';

/** How a bulk action went: how many ids it handled and why the others failed. */
export interface BulkResult {
  done: number;
  failures: unknown[];
}

/**
 * Runs one call per id, one after another: the back office has no bulk delete or blind call, and each of
 * these locks its post, so calls in turn never wait on one another. A failure does not stop the rest.
 */
export async function eachInTurn(ids: readonly number[], run: (id: number) => Promise<unknown>) {
  const result: BulkResult = { done: 0, failures: [] };
  for (const id of ids) {
    try {
      await run(id);
      result.done += 1;
    } catch (error) {
      result.failures.push(error);
    }
  }
  return result;
}

/** The toast of a bulk action: its success line, or what failed in the server's words. */
export function bulkOutcome(result: BulkResult, doneText: string): { ok: boolean; message: string } {
  if (result.failures.length === 0) return { ok: true, message: doneText };
  const reason = errorMessage(result.failures[0]);
  if (result.done === 0) return { ok: false, message: reason };
  return {
    ok: false,
    message: `${result.done}건은 처리했지만 ${result.failures.length}건은 처리하지 못했습니다. ${reason}`,
  };
}
