import { useSearchParams } from 'react-router';
import { isUserType } from '@carddogam/contract/users';
import type { UserType } from '@carddogam/contract/constants';
import { USER_PAGE_SIZE, type UserListParams } from '../api/admin-user-queries';

/** Search text, type filter and page live in the address, so a search can be reloaded or shared. */
export function useUserListParams(fixedType?: UserType) {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const rawType = search.get('type') ?? '';
  const type = fixedType ?? (isUserType(rawType) ? rawType : undefined);
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const params: UserListParams = { q: q || undefined, type, page, size: USER_PAGE_SIZE };

  const update = (changes: { q?: string; type?: string | null; page?: number }) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      const set = (key: string, value: string | null | undefined) =>
        value ? next.set(key, value) : next.delete(key);
      if ('q' in changes) set('q', changes.q?.trim());
      if ('type' in changes) set('type', changes.type);
      // A new search starts on its first page.
      set('page', changes.page && changes.page > 1 ? String(changes.page) : null);
      return next;
    });

  return { params, q, type, page, update };
}
