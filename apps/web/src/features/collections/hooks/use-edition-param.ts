import { useSearchParams } from 'react-router';
import type { Nation } from '@carddogam/contract/constants';
import { editionFrom } from '../lib/edition-param';

/** The edition kept in ?nation=, so a reload or a shared link opens the same book. */
export function useEditionParam(): [Nation, (nation: Nation) => void] {
  const [params, setParams] = useSearchParams();
  const nation = editionFrom(params.get('nation'));
  const change = (next: Nation) => {
    const copy = new URLSearchParams(params);
    copy.set('nation', next);
    setParams(copy, { replace: true });
  };
  return [nation, change];
}
