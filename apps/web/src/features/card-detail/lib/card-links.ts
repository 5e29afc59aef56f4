import { SET_NATION_LABEL, type Nation } from '@carddogam/contract/constants';

/** The card search filtered by an artist (§2.4). */
export function artistHref(artist: string): string {
  return `/card/list?artist=${encodeURIComponent(artist)}`;
}

/** The card search filtered by a set, with the edition's set-name label (§2.4). */
export function setHref(nation: Nation, setName: string): string {
  return `/card/list?set_nation=${encodeURIComponent(SET_NATION_LABEL[nation])}&set_name=${encodeURIComponent(setName)}`;
}

/** Artist and set links are not offered inside the trade screens (§2.4). */
export function linksAllowed(pathname: string): boolean {
  return !(pathname === '/trade' || pathname.startsWith('/trade/'));
}

export function cardDetailHref(id: string): string {
  return `/card/detail?id=${encodeURIComponent(id)}`;
}
