import { AREA_ROUTES } from './area-routes';

/**
 * Which links lead somewhere. The one list is AREA_ROUTES (area-routes.ts): the routes that still show
 * the '준비 중' page. An area goes live by getting its screens in the route table and leaving that list,
 * and from then on the header, the home tiles, the footer and the user menu offer it without any other
 * change; until then they leave it out (or, in the user menu, show it disabled).
 */
const COMING_SOON = new Set(AREA_ROUTES.map((route) => `/${route.path}`));

export function isLive(to: string): boolean {
  const path = to.split(/[?#]/, 1)[0] ?? '';
  return !COMING_SOON.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** The entries of a list whose target is live. */
export function liveOnly<T>(entries: readonly T[], target: (entry: T) => string): T[] {
  return entries.filter((entry) => isLive(target(entry)));
}
