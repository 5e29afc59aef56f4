import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { relayChanges } from '../../src/services/change-relay';
import { ChangeEvents, type Change } from '../../src/services/changes';

/** A stand-in for the two Redis connections: what is published, and a way to deliver messages. */
function fakeRedis() {
  const published: Array<[string, string]> = [];
  const publisher = {
    publish: async (channel: string, message: string) => {
      published.push([channel, message]);
      return 1;
    },
  };
  const subscriber = Object.assign(new EventEmitter(), {
    subscribe: async () => 1,
    quit: async () => 'OK',
  });
  return { published, publisher: publisher as unknown as Redis, subscriber };
}

describe('change events', () => {
  it('runs the listeners of the announced kind only', () => {
    const changes = new ChangeEvents();
    const seen: Change[] = [];
    changes.on('prices', (change) => seen.push(change));
    changes.on('decks', (change) => seen.push(change));
    changes.cardsChanged(['a']);
    changes.pricesChanged([{ cardId: 'a', nation: 'kr' }]);
    changes.decksChanged();
    expect(seen).toEqual([
      { kind: 'prices', editions: [{ cardId: 'a', nation: 'kr' }] },
      { kind: 'decks' },
    ]);
  });

  it('forwards what this process announces, not what it applies from elsewhere', () => {
    const changes = new ChangeEvents();
    const forwarded: Change[] = [];
    changes.forwardTo((change) => forwarded.push(change));
    changes.apply({ kind: 'ipBans' });
    changes.reviewsChanged([{ cardId: 'b', nation: 'jp' }]);
    expect(forwarded).toEqual([{ kind: 'reviews', editions: [{ cardId: 'b', nation: 'jp' }] }]);
  });
});

describe('the Redis relay of changes', () => {
  it("publishes this process's changes and applies only other processes' well-formed ones", async () => {
    const redis = fakeRedis();
    const changes = new ChangeEvents();
    const applied: Change[] = [];
    changes.on('cards', (change) => applied.push(change));
    const relay = relayChanges(changes, redis.publisher, redis.subscriber as unknown as Redis, 'site:changes');
    await relay.ready;

    changes.cardsChanged(['own']);
    expect(redis.published).toHaveLength(1);
    const [channel, ownMessage] = redis.published[0]!;
    expect(channel).toBe('site:changes');
    const deliver = (to: string, text: string) => redis.subscriber.emit('message', to, text);

    deliver('site:changes', ownMessage); // our own message coming back: already applied
    deliver('site:changes', JSON.stringify({ from: 'other', change: { kind: 'cards', ids: ['theirs'] } }));
    deliver('site:changes', 'not json');
    deliver('site:changes', JSON.stringify({ from: 'other', change: { kind: 'cards', ids: 'x' } }));
    deliver('other-site:changes', JSON.stringify({ from: 'other', change: { kind: 'cards', ids: ['x'] } }));

    expect(applied).toEqual([
      { kind: 'cards', ids: ['own'] },
      { kind: 'cards', ids: ['theirs'] },
    ]);
    await relay.close();
  });
});
