import { useSearchParams } from 'react-router';

/** The ?id= of the deck pages; null when it is missing or not a positive number. */
export function useDeckId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
