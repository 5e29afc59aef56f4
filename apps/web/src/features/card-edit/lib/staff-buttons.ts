/**
 * When the card page shows the staff buttons and which keys press them (§2.5). Apart from the edit form's
 * rules (edit-form.ts), which only the dialogs need, so the page carries just these few lines.
 */

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

export type ButtonShortcut = 'simple' | 'whole' | 'copy';

/** The card page's staff buttons (§2.5): Ctrl+E, Ctrl+Shift+E and Ctrl+Space. */
export function buttonShortcut(event: KeyLike): ButtonShortcut | null {
  if (!event.ctrlKey) return null;
  if (event.key === ' ' || event.key === 'Spacebar') return 'copy';
  if (event.key.toLowerCase() === 'e') return event.shiftKey ? 'whole' : 'simple';
  return null;
}

/** §2.5: the staff buttons show on desktop for 관리자, 운영진, 매니저 and 일어알바. */
const EDITORS = ['관리자', '운영진', '매니저', '일어알바'];
export function showsStaffButtons(userType: string | undefined, isMobile: boolean): boolean {
  return !isMobile && !!userType && EDITORS.includes(userType);
}
