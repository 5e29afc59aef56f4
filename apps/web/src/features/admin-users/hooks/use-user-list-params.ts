import { useSearchParams } from 'react-router';
import { isUserType } from '@carddogam/contract/users';
import type { UserType } from '@carddogam/contract/constants';
import { MAX_GRADE } from '@carddogam/contract/member-grades';
import { USER_PAGE_SIZE, type UserListParams } from '../api/admin-user-queries';

/** The filters of the member search as the address holds them; '' means not filtered. */
export interface UserFilters {
  q: string;
  type: string;
  grade: string;
  joined_from: string;
  joined_to: string;
}

const FILTER_KEYS = ['q', 'type', 'grade', 'joined_from', 'joined_to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function gradeOf(raw: string | null): number | undefined {
  const grade = Number(raw);
  return raw !== null && raw !== '' && Number.isInteger(grade) && grade >= 0 && grade <= MAX_GRADE
    ? grade
    : undefined;
}

const dayOf = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);

/**
 * Search text, type, grade, join days, page and the member whose detail is open live in the address, so a
 * search can be reloaded or shared. Values the server would refuse (a grade of 13, a malformed day) are
 * dropped here rather than shown as an error.
 */
export function useUserListParams(fixedType?: UserType) {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const rawType = search.get('type') ?? '';
  const type = fixedType ?? (isUserType(rawType) ? rawType : undefined);
  const grade = gradeOf(search.get('grade'));
  const joinedFrom = dayOf(search.get('joined_from'));
  const joinedTo = dayOf(search.get('joined_to'));
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const detail = search.get('detail') || null;

  // A range given backwards in the address is read the right way round.
  const [from, to] =
    joinedFrom && joinedTo && joinedTo < joinedFrom ? [joinedTo, joinedFrom] : [joinedFrom, joinedTo];
  const params: UserListParams = {
    q: q || undefined,
    type,
    grade,
    joined_from: from,
    joined_to: to,
    page,
    size: USER_PAGE_SIZE,
  };

  const filters: UserFilters = {
    q,
    type: type ?? '',
    grade: grade === undefined ? '' : String(grade),
    joined_from: from ?? '',
    joined_to: to ?? '',
  };

  const edit = (change: (next: URLSearchParams) => void) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const put = (next: URLSearchParams, key: string, value: string | null | undefined) =>
    value ? next.set(key, value) : next.delete(key);

  /** Applies changed filters; a new search starts on its first page. */
  const update = (changes: Partial<UserFilters> & { page?: number }) =>
    edit((next) => {
      for (const key of FILTER_KEYS) if (key in changes) put(next, key, changes[key]?.trim());
      put(next, 'page', changes.page && changes.page > 1 ? String(changes.page) : null);
    });

  /** Opens a member's detail over the list, or closes it with null; the page stays where it was. */
  const showDetail = (userId: string | null) => edit((next) => put(next, 'detail', userId));

  return { params, filters, page, detail, update, showDetail };
}
