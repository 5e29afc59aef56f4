import { useSearchParams } from 'react-router';

export const PROFILE_TABS = ['posts', 'comments'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/**
 * The member, tab and page live in the address (?user_id=&tab=comments&page=2), so back, reload and a
 * shared link show the same page. The posts tab and page 1 are the defaults and are left out.
 */
export function useProfileParams() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('user_id')?.trim() ?? '';
  const tab: ProfileTab = params.get('tab') === 'comments' ? 'comments' : 'posts';
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const go = (next: { tab: ProfileTab; page: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.tab === 'posts') updated.delete('tab');
      else updated.set('tab', next.tab);
      if (next.page > 1) updated.set('page', String(next.page));
      else updated.delete('page');
      return updated;
    });

  return {
    userId,
    tab,
    page,
    /** Another tab starts on its first page. */
    setTab: (next: ProfileTab) => go({ tab: next, page: 1 }),
    setPage: (next: number) => go({ tab, page: next }),
  };
}
