import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { NATIONS, type Nation } from '@carddogam/contract/constants';

function isNation(value: string | null): value is Nation {
  return (NATIONS as readonly string[]).includes(value ?? '');
}

/**
 * The page's language (text_nation, §2.3), kept in the address as &lang= so a reload or a shared link
 * opens the same tab. Without it the card's default language applies.
 */
export function useTextNation(defaultNation: Nation | undefined): [Nation, (nation: Nation) => void] {
  const [params, setParams] = useSearchParams();
  const lang = params.get('lang');
  const nation = isNation(lang) ? lang : (defaultNation ?? 'en');

  const setNation = useCallback(
    (next: Nation) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('lang', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [nation, setNation];
}
