import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { changeSchema, type ChangeEvents } from './changes';

/** The Redis pub/sub channel of a site's changes; the key prefix keeps sites sharing one Redis apart. */
export const changeChannel = (prefix: string) => `${prefix}changes`;

const relayMessage = z.object({ from: z.string(), change: changeSchema });

export interface ChangeRelay {
  /** Resolves once this process listens: every change published from then on reaches it. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Makes the changes of one server process known to the others on the same Redis (decision 025), so a
 * write through one process drops the stale answers cached by all of them at once instead of after the
 * caches' lifetimes. A process applies its own changes when it announces them and skips its own
 * messages when they come back. A message lost while Redis is away only delays a refresh: every cached
 * answer expires on its own.
 */
export function relayChanges(
  changes: ChangeEvents,
  publisher: Redis,
  subscriber: Redis,
  channel: string,
): ChangeRelay {
  const origin = randomUUID();
  changes.forwardTo((change) => {
    // The write has committed; failing to tell the other processes must not turn it into an error.
    publisher.publish(channel, JSON.stringify({ from: origin, change })).catch((err: unknown) => {
      console.warn('could not publish a change to the other processes:', err);
    });
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (message && message.from !== origin) changes.apply(message.change);
  });
  const ready = subscriber.subscribe(channel).then(() => undefined);
  ready.catch((err: unknown) => console.warn('could not listen for the changes of other processes:', err));
  return {
    ready,
    async close() {
      await subscriber.quit();
    },
  };
}

function parseMessage(text: string): z.infer<typeof relayMessage> | null {
  try {
    const parsed = relayMessage.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
