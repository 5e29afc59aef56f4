import { SET_NATION_LABEL, type Nation } from '@carddogam/contract/constants';

/**
 * The set pages' addresses. One route, /set (the only one §2.2 names): without a name it lists the sets,
 * `nation` then filtering them by edition; with a name it is that set's page.
 */
export function setListHref(nation: Nation | null): string {
  return nation ? `/set?nation=${nation}` : '/set';
}

export function setPageHref(nation: Nation, name: string): string {
  return `/set?nation=${nation}&name=${encodeURIComponent(name)}`;
}

/** The same set in the card search, with its filters and sorting (/card/list's set_nation label). */
export function setSearchHref(nation: Nation, name: string): string {
  return `/card/list?set_nation=${encodeURIComponent(SET_NATION_LABEL[nation])}&set_name=${encodeURIComponent(name)}`;
}

export function cardPageHref(cardId: string): string {
  return `/card/detail?id=${encodeURIComponent(cardId)}`;
}
