import type { ValueCondition } from '@carddogam/contract/calls/collector-value';
import type { Nation } from '@carddogam/contract/constants';
import type { OwnerRef } from '../lib/owner-param';

/** Every collection answer shares the 'collections' prefix, so one write refreshes the book, dashboard and checklists. */
export const collectionKeys = {
  all: ['collections'] as const,
  list: (owner: OwnerRef, nation: Nation | null, setName: string | null, page: number) =>
    ['collections', 'list', owner, nation, setName, page] as const,
  dashboard: (nation: Nation) => ['collections', 'dashboard', nation] as const,
  value: (owner: OwnerRef, condition: ValueCondition) => ['collections', 'value', owner, condition] as const,
  challengeList: (nation: Nation, userId: string | null) =>
    ['collections', 'challenge', nation, userId] as const,
  challengeRead: (nation: Nation, userId: string | null, setName: string) =>
    ['collections', 'challenge', nation, userId, setName] as const,
};
