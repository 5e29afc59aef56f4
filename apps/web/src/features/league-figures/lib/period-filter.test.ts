import { describe, expect, it } from 'vitest';
import {
  callPeriod,
  leagueDeckDetailHref,
  leagueDeckListHref,
  periodFromParams,
  periodToApply,
} from './period-filter';

describe('the league deck period in the address', () => {
  it('reads well-formed days and drops the rest', () => {
    expect(periodFromParams(new URLSearchParams('from=2026-01-01&to=2026-13'))).toEqual({
      from: '2026-01-01',
      to: null,
    });
    expect(callPeriod({ from: '2026-01-01', to: null })).toEqual({ date_from: '2026-01-01' });
    expect(callPeriod({ from: null, to: null })).toEqual({});
  });

  it("keeps the default unnamed while the reader leaves the server's period as shown", () => {
    const server = { from: '2026-01-10', to: '2026-04-10' };
    const none = { from: null, to: null };
    expect(periodToApply(none, { ...server }, server)).toEqual(none);
    expect(periodToApply(none, { from: '2026-02-01', to: '2026-04-10' }, server)).toEqual({
      from: '2026-02-01',
      to: '2026-04-10',
    });
    // Once named, the same days stay named.
    expect(periodToApply(server, { ...server }, server)).toEqual(server);
  });

  it('carries the period into the list and detail links', () => {
    const period = { from: '2026-01-01', to: '2026-03-31' };
    expect(leagueDeckListHref({ from: null, to: null })).toBe('/league/deck/list');
    expect(leagueDeckListHref(period)).toBe('/league/deck/list?from=2026-01-01&to=2026-03-31');
    expect(leagueDeckDetailHref(4, period)).toBe('/league/deck/detail?id=4&from=2026-01-01&to=2026-03-31');
  });
});
