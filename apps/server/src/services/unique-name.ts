import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from '../errors';

/**
 * Runs a write whose unique name may already be taken (a race past the service's own check included),
 * answering 409 with `message` rather than a 500.
 */
export async function uniqueName<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}
