import type { UserType } from '@carddogam/contract/constants';
import { definePolicy } from './policy';

/** Staff who see the admin buttons and may edit cards (§2.5, §6). */
export const STAFF_TYPES: readonly UserType[] = ['관리자', '운영진', '매니저', '일어알바'];

export const isStaff = (type: UserType) => STAFF_TYPES.includes(type);

/** Anyone, logged in or not. */
export const anyone = definePolicy('anyone', () => 'ok');

/** A logged-in member, banned or not (their own account pages). */
export const loggedIn = definePolicy('loggedIn', (user) => (user ? 'ok' : 'login'));

/** A logged-in member who is not banned: reports, reviews, posts (§6). */
export const member = definePolicy('member', (user) => {
  if (!user) return 'login';
  return user.type === '밴 유저' ? 'forbidden' : 'ok';
});

/** 관리자, 운영진, 매니저 and 일어알바. */
export const staff = definePolicy('staff', (user) => {
  if (!user) return 'login';
  return isStaff(user.type) ? 'ok' : 'forbidden';
});

/** 관리자 only. */
export const admin = definePolicy('admin', (user) => {
  if (!user) return 'login';
  return user.type === '관리자' ? 'ok' : 'forbidden';
});
