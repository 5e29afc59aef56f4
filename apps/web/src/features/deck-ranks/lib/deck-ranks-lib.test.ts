import { describe, expect, it } from 'vitest';
import type { ConsensusCardItem } from '@carddogam/contract/calls/deck-rank';
import { consensusCardName, consensusImageSrc, splitConsensus } from './consensus';
import { formatAverage, formatKrw, formatPercent, numberRows, sampleText } from './deck-figures';
import {
  callFilterOf,
  deckRankDetailHref,
  deckRankListHref,
  EMPTY_FILTER,
  filterFromParams,
  filterToParams,
  periodToApply,
} from './deck-rank-filter';
import { buildTrendData, hasTrend, TREND_COLORS } from './trend-data';

describe('deck figures', () => {
  it('writes shares as percentages with one decimal', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(0.5)).toBe('50.0%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(0.0004)).toBe('<0.1%');
    expect(formatPercent(0.0005)).toBe('0.1%');
  });

  it('writes average copies, prices and the sample size', () => {
    expect(formatAverage(3.75)).toBe('3.8장');
    expect(formatAverage(4)).toBe('4장');
    expect(formatKrw(123456)).toBe('₩123,456');
    expect(sampleText({ events: 3, players: 1200 }, '참가자')).toBe('대회 3개 · 참가자 1,200명');
    expect(sampleText({ events: 2, players: 14 }, '덱리스트')).toBe('대회 2개 · 덱리스트 14개');
  });

  it('numbers the archetypes and leaves 기타 without a rank', () => {
    const rows = [{ archetype: { id: 1 } }, { archetype: null }, { archetype: { id: 2 } }];
    expect(numberRows(rows).map((r) => r.rank)).toEqual([1, null, 2]);
  });
});

describe('deck rank filter', () => {
  it('reads the address, dropping malformed values', () => {
    const params = new URLSearchParams('from=2026-01-01&to=bad&division=Senior&type_id=3');
    expect(filterFromParams(params)).toEqual({ from: '2026-01-01', to: null, division: 'Senior', typeId: 3 });
    expect(filterFromParams(new URLSearchParams('division=Adult&type_id=-1'))).toEqual(EMPTY_FILTER);
  });

  it('writes only what is chosen, to the address and to the call', () => {
    const filter = { from: null, to: '2026-03-31', division: 'Master' as const, typeId: 4 };
    expect(filterToParams(filter)).toEqual([
      ['to', '2026-03-31'],
      ['division', 'Master'],
      ['type_id', '4'],
    ]);
    expect(callFilterOf(filter)).toEqual({ to: '2026-03-31', division: 'Master', type_id: 4 });
    expect(callFilterOf(EMPTY_FILTER)).toEqual({});
    expect(deckRankDetailHref(7, filter)).toBe(
      '/official_league/deck_rank/detail?id=7&to=2026-03-31&division=Master&type_id=4',
    );
    expect(deckRankListHref(EMPTY_FILTER)).toBe('/official_league/deck_rank/list');
  });

  it("keeps the server's default period unnamed until the reader changes a day", () => {
    const server = { from: '2026-08-24', to: '2026-11-24' };
    const none = { from: null, to: null };
    expect(periodToApply(none, server, server)).toEqual(none);
    expect(periodToApply(none, { ...server, to: '2026-10-31' }, server)).toEqual({
      from: '2026-08-24',
      to: '2026-10-31',
    });
    // A period the address already named stays named.
    expect(periodToApply(server, server, server)).toEqual(server);
  });
});

describe('share trend', () => {
  const trend = {
    months: ['2026-09', '2026-10'],
    lines: [
      { archetype: { id: 1, name_kr: '드래펄트 ex', name_en: 'Dragapult ex' }, shares: [0.25, 0.3333] },
      { archetype: null, shares: [0, 0.1] },
    ],
  };

  it('draws one line per archetype in percent, 기타 by its name', () => {
    expect(buildTrendData(trend)).toEqual({
      labels: ['2026-09', '2026-10'],
      lines: [
        { label: '드래펄트 ex', points: [25, 33.3], color: TREND_COLORS[0] },
        { label: '기타', points: [0, 10], color: TREND_COLORS[1] },
      ],
    });
    expect(hasTrend(trend)).toBe(true);
    expect(hasTrend({ months: ['2026-09'], lines: [] })).toBe(false);
  });
});

describe('consensus', () => {
  const card = (id: string, average: number, playRate: number, tech: boolean): ConsensusCardItem => ({
    card: { id, name: id, name_kr: null, image_kr: null, image_en: null, image_jp: null },
    average,
    play_rate: playRate,
    max_amount: 4,
    tech,
  });

  it('keeps the core in the server order and sorts the tech cards by play rate', () => {
    const cards = [
      card('a', 4, 1, false),
      card('b', 0.6, 0.3, true),
      card('c', 3, 0.9, false),
      card('d', 0.5, 0.4, true),
    ];
    const { core, tech } = splitConsensus(cards);
    expect(core.map((c) => c.card.id)).toEqual(['a', 'c']);
    expect(tech.map((c) => c.card.id)).toEqual(['d', 'b']);
  });

  it('names a card in Korean when it can and finds its picture, Korean edition first', () => {
    const none = { image_kr: null, image_en: null, image_jp: null };
    expect(consensusCardName({ id: 'sv1-1', name: 'Pikachu', name_kr: '피카츄', ...none })).toBe('피카츄');
    expect(consensusCardName({ id: 'sv1-1', name: 'Pikachu', name_kr: null, ...none })).toBe('Pikachu');
    const card = { id: 'x', name: 'x', name_kr: null, ...none };
    expect(consensusImageSrc({ ...card, image_kr: 'pika.png', image_en: 'en.png' })).toBe(
      '/upload/card_kr_image/pika.png',
    );
    // A Korean record without a picture ('default.png') leaves the English edition's file.
    expect(consensusImageSrc({ ...card, image_kr: 'default.png', image_en: 'en.png' })).toBe(
      '/upload/card_en_image/en.png',
    );
    expect(consensusImageSrc({ ...card, image_en: 'https://img.example/1.png' })).toBe(
      'https://img.example/1.png',
    );
    expect(consensusImageSrc(card)).toBeNull();
  });
});
