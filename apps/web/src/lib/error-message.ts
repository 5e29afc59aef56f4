import { MSG } from '@carddogam/contract/messages';

/** The Korean message to show for a failed call: the server's own, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MSG.serverError;
}
