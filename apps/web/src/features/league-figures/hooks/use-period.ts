import { useSearchParams } from 'react-router';
import { periodFromParams, periodToParams, type Period } from '../lib/period-filter';

/**
 * The period of a league deck page, kept in the address so a chosen view can be shared and survives a
 * reload. Changing it keeps the page's ?id= (the archetype of the detail page).
 */
export function usePeriod(): [Period, (next: Period) => void] {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const setPeriod = (next: Period) => {
    const id = params.get('id');
    setParams(
      new URLSearchParams([...(id ? [['id', id] as [string, string]] : []), ...periodToParams(next)]),
    );
  };
  return [period, setPeriod];
}
