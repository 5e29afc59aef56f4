import type { Nation } from '@carddogam/contract/constants';

/** Every answer of /set sits under 'sets'. */
export const setKeys = {
  all: ['sets'] as const,
  list: () => [...setKeys.all, 'list'] as const,
  detail: (nation: Nation, name: string) => [...setKeys.all, 'detail', nation, name] as const,
};
