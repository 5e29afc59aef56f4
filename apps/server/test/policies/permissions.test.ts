import { describe, expect, it } from 'vitest';
import type { UserType } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { badgeOf, isForcedOutUserId, isReservedUserId } from '@carddogam/contract/users';
import { canSendMessage } from '../../src/policies/messages';
import * as can from '../../src/policies/permissions';
import type { SessionUser } from '../../src/policies/policy';

const as = (type: UserType, userId = `u-${type}`): SessionUser => ({ userId, nickname: `닉-${type}`, type });
const refusal = (v: can.Verdict) => (v.ok ? 'ok' : `${v.status} ${v.message}`);

describe('§6 message rules', () => {
  const recipient = { userId: 'friend', nickname: '친구' };

  it('lets a member message someone else', () => {
    expect(canSendMessage(as('사용자'), recipient)).toEqual({ ok: true });
    expect(canSendMessage(as('관리자'), recipient)).toEqual({ ok: true });
  });
  it('refuses messages to oneself, by id or by nickname', () => {
    const me = as('사용자', 'me');
    expect(refusal(canSendMessage(me, { userId: 'me', nickname: 'x' }))).toBe(`403 ${MSG.messageSelf}`);
    expect(refusal(canSendMessage(me, { userId: 'y', nickname: me.nickname }))).toBe(
      `403 ${MSG.messageSelf}`,
    );
  });
  it('refuses banned senders and guests', () => {
    expect(refusal(canSendMessage(as('밴 유저'), recipient))).toBe(`403 ${MSG.messageBanned}`);
    expect(refusal(canSendMessage(null, recipient))).toBe(`401 ${MSG.loginRequired}`);
  });
});

describe('§6 review, report and edit permissions', () => {
  it('reviews: guests log in, banned members are refused, the rest may write', () => {
    expect(refusal(can.canWriteReview(null))).toBe(`401 ${MSG.reviewLoginRequired}`);
    expect(refusal(can.canWriteReview(as('밴 유저')))).toBe(`403 ${MSG.reviewBanned}`);
    expect(can.canWriteReview(as('테스터')).ok).toBe(true);
  });
  it('own reviews for members, any review for 관리자; blinding and price create for 관리자 only', () => {
    expect(can.canChangeReview(as('사용자', 'a'), 'a').ok).toBe(true);
    expect(can.canChangeReview(as('매니저', 'a'), 'b').ok).toBe(false);
    expect(can.canChangeReview(as('관리자', 'a'), 'b').ok).toBe(true);
    for (const type of ['운영진', '매니저', '일어알바', '사용자'] as const) {
      expect(can.canBlindReview(as(type)).ok).toBe(false);
      expect(can.canCreatePrice(as(type)).ok).toBe(false);
    }
    expect(can.canBlindReview(as('관리자')).ok).toBe(true);
  });
  it('reports need a member who is not banned', () => {
    expect(refusal(can.canReport(null)).startsWith('401')).toBe(true);
    expect(can.canReport(as('밴 유저')).ok).toBe(false);
    expect(can.canReport(as('사용자')).ok).toBe(true);
  });
  it('일어알바 edit only jp', () => {
    expect(refusal(can.canEditEdition(as('일어알바'), 'kr'))).toBe(`403 ${MSG.jpEditorOnlyJp}`);
    expect(can.canEditEdition(as('일어알바'), 'jp').ok).toBe(true);
    expect(can.canEditEdition(as('테스터'), 'jp').ok).toBe(false);
  });
  it('another manager’s card: blocked unless the writer was 관리자 or the editor is 관리자/운영진/일어알바', () => {
    expect(refusal(can.canEditCardWrittenBy(as('매니저'), 'kr', '매니저'))).toBe(
      `403 ${MSG.otherManagerCard}`,
    );
    // Unknown writer counts as 매니저; en counts as written by 관리자.
    expect(can.canEditCardWrittenBy(as('매니저'), 'kr', undefined).ok).toBe(false);
    expect(can.canEditCardWrittenBy(as('매니저'), 'en', '매니저').ok).toBe(true);
    expect(can.canEditCardWrittenBy(as('매니저'), 'kr', '관리자').ok).toBe(true);
    expect(can.canEditCardWrittenBy(as('운영진'), 'kr', '매니저').ok).toBe(true);
    expect(can.canEditCardWrittenBy(as('일어알바'), 'jp', '매니저').ok).toBe(true);
    expect(can.keepsPreviousWriter(as('운영진'))).toBe(true);
    expect(can.keepsPreviousWriter(as('매니저'))).toBe(false);
  });
  it('a save: the editor may always edit their own record; the writer rule keeps or replaces the writer', () => {
    const byOther = { writer: 'other', writerType: '매니저' };
    expect(refusal(can.canSaveCardEdition(as('매니저', 'me'), 'kr', byOther))).toBe(
      `403 ${MSG.otherManagerCard}`,
    );
    expect(can.canSaveCardEdition(as('매니저', 'me'), 'kr', { writer: 'me', writerType: '매니저' }).ok).toBe(
      true,
    );
    expect(can.canSaveCardEdition(as('매니저', 'me'), 'kr', { writer: null, writerType: undefined }).ok).toBe(
      false,
    );
    expect(
      refusal(can.canSaveCardEdition(as('일어알바', 'me'), 'kr', { writer: 'me', writerType: '일어알바' })),
    ).toBe(`403 ${MSG.jpEditorOnlyJp}`);
    expect(can.writerAfterSave(as('관리자', 'boss'), 'other')).toBe('other');
    expect(can.writerAfterSave(as('운영진', 'ops'), null)).toBe('ops');
    expect(can.writerAfterSave(as('매니저', 'me'), 'other')).toBe('me');
  });
  it('private decks and collections', () => {
    const deck = { writer: 'w', status: '비공개' };
    expect(refusal(can.canViewDeck(as('매니저'), deck))).toBe(`403 ${MSG.privateDeck}`);
    expect(refusal(can.canViewDeck(null, deck))).toBe(`403 ${MSG.privateDeck}`);
    expect(can.canViewDeck(as('관리자'), deck).ok).toBe(true);
    expect(can.canViewDeck(as('사용자', 'w'), deck).ok).toBe(true);
    expect(can.canViewDeck(null, { ...deck, status: '공개' }).ok).toBe(true);
    expect(refusal(can.canViewCollection(null, { userId: 'o', collectionShow: false }))).toBe(
      `403 ${MSG.privateCollection}`,
    );
    expect(can.canViewCollection(as('사용자', 'o'), { userId: 'o', collectionShow: false }).ok).toBe(true);
  });
});

describe('§3 badges and §2.1 reserved ids', () => {
  it('gives each type its badge', () => {
    expect(badgeOf('사용자', 0)).toEqual({ kind: 'new', level: null });
    expect(badgeOf('사용자', 5)).toEqual({ kind: 'level', level: 5 });
    expect(badgeOf('밴 유저', 5).kind).toBe('banned');
    expect(badgeOf('관리자', 0).kind).toBe('admin');
    expect(badgeOf('매니저', 0).kind).toBe('manager');
    expect(badgeOf('운영진', 0).kind).toBe('board_manager');
    expect(badgeOf('테스터', 0).kind).toBe('tester');
  });
  it('forces out Pokemon in any case and with or without the accent', () => {
    for (const id of ['Pokemon', 'pokémon', 'Pokémon', 'POKEMON']) expect(isForcedOutUserId(id)).toBe(true);
    expect(isForcedOutUserId('pokemonfan')).toBe(false);
    expect(isForcedOutUserId('admin')).toBe(false);
  });
  it('reserves the operator and system ids for joins, folded the same way', () => {
    const reserved = ['Pokemon', 'ADMIN', 'Administrator', 'root', 'System', '운영자', '관리자', '카드도감'];
    for (const id of [...reserved, 'Staff', 'SUPPORT', 'ádmin']) expect(isReservedUserId(id)).toBe(true);
    for (const id of ['admin1', 'rootbeer', '운영자님팬', 'pikachu'])
      expect(isReservedUserId(id)).toBe(false);
  });
});
