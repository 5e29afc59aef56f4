import { DIVISIONS, type Division } from '@carddogam/contract/calls/official-league';
import type { LeagueListParams } from '../api/keys';
import { monthRange, monthText, parseMonth, type YearMonth } from '../../../lib/calendar-month';

/** Events a page of the list view shows. */
export const LEAGUE_PAGE_SIZE = 20;
/** The calendar asks for one month at once, up to the call's page limit. */
export const CALENDAR_SIZE = 100;

export type LeagueView = 'list' | 'calendar';

/** The filters of /official_league/list; null is "any" (and for the dates, the server's default period). */
export interface LeagueFilter {
  type_id: number | null;
  division: Division | null;
  date_from: string | null;
  date_to: string | null;
  country_code: string | null;
  text: string;
}

/** Everything the address holds, so a list can be shared and the back button restores it. */
export interface LeagueListState extends LeagueFilter {
  page: number;
  view: LeagueView;
  /** The calendar's month; null is the current one. */
  month: YearMonth | null;
}

export const NO_FILTER: LeagueFilter = {
  type_id: null,
  division: null,
  date_from: null,
  date_to: null,
  country_code: null,
  text: '',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
const isDivision = (value: string | null): value is Division =>
  (DIVISIONS as readonly (string | null)[]).includes(value);

/** Reads the address; anything malformed is left out rather than sent to be refused. */
export function readListState(params: URLSearchParams): LeagueListState {
  const get = (name: string) => params.get(name)?.trim() ?? '';
  const division = params.get('division');
  const from = get('date_from');
  const to = get('date_to');
  const country = get('country_code');
  return {
    type_id: positiveInt(get('type_id')),
    division: isDivision(division) ? division : null,
    date_from: isDate(from) ? from : null,
    date_to: isDate(to) ? to : null,
    country_code: /^[A-Z]{2}$/.test(country) ? country : null,
    text: get('text').slice(0, 100),
    page: Math.min(positiveInt(get('page')) ?? 1, 100_000),
    view: get('view') === 'calendar' ? 'calendar' : 'list',
    month: parseMonth(get('month')),
  };
}

/** The address of a state, leaving out what is the default. */
export function listSearch(state: LeagueListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.view === 'calendar') search.set('view', 'calendar');
  if (state.type_id !== null) search.set('type_id', String(state.type_id));
  if (state.division) search.set('division', state.division);
  if (state.date_from) search.set('date_from', state.date_from);
  if (state.date_to) search.set('date_to', state.date_to);
  if (state.country_code) search.set('country_code', state.country_code);
  if (state.text) search.set('text', state.text);
  if (state.view === 'list' && state.page > 1) search.set('page', String(state.page));
  if (state.view === 'calendar' && state.month) search.set('month', monthText(state.month));
  return search;
}

function filterParams(state: LeagueFilter): LeagueListParams {
  return {
    ...(state.type_id !== null && { type_id: state.type_id }),
    ...(state.division && { division: state.division }),
    ...(state.country_code && { country_code: state.country_code }),
    text: state.text,
  };
}

/** The list view's call: the filters with their period (the server fills a missing date) and the page. */
export function listParams(state: LeagueListState): LeagueListParams {
  return {
    ...filterParams(state),
    ...(state.date_from && { date_from: state.date_from }),
    ...(state.date_to && { date_to: state.date_to }),
    page: state.page,
    size: LEAGUE_PAGE_SIZE,
  };
}

/** The calendar's call: the same filters over the shown month, whatever period the list view has. */
export function calendarParams(state: LeagueFilter, month: YearMonth): LeagueListParams {
  const { from, to } = monthRange(month);
  return { ...filterParams(state), date_from: from, date_to: to, page: 1, size: CALENDAR_SIZE };
}
