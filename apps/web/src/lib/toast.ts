import { notifications } from '@mantine/notifications';

/** Toasts close after 3000 ms (§9). */
const AUTO_CLOSE_MS = 3000;

export function showSuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: AUTO_CLOSE_MS });
}

/** A failed call or a refused action: the server's (or the rule's) Korean message. */
export function showError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({ message, color: 'red', autoClose: AUTO_CLOSE_MS });
}
