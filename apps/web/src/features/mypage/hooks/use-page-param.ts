import { useSearchParams } from 'react-router';

/** The list page in the address (?page=), so a reload or the back button keeps it. */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
      { preventScrollReset: false },
    );
  return [page, setPage];
}
