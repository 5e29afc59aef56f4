import { useMatches } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';
import type { RouteHandle } from '../app/route-handle';

/** The '준비 중' page of whichever area route matched; the route table names the area. */
export default function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return <ComingSoon area={handle?.area ?? '이 화면'} />;
}
