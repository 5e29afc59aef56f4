/**
 * The 1200×630 share pictures the server draws (decision 035), and the pages that show them. The pages'
 * HTML carries og:image pointing at the same picture, so a link pasted into KakaoTalk previews it.
 */

export const CAPTURE_WIDTH = 1200;
export const CAPTURE_HEIGHT = 630;

type CaptureKind = 'record' | 'deck' | 'businesscard';

const PARAM: Record<CaptureKind, 'user_id' | 'id'> = {
  record: 'user_id',
  deck: 'id',
  businesscard: 'user_id',
};

/**
 * The picture's address. `version` changes it after an edit, so the browser does not keep showing the
 * picture it cached before the change.
 */
export function captureImageUrl(kind: CaptureKind, key: string | number, version?: number): string {
  const search = new URLSearchParams({ [PARAM[kind]]: String(key) });
  if (version !== undefined) search.set('v', String(version));
  return `/api/capture/${kind}.png?${search.toString()}`;
}

/** The page to share: its own address on this site, absolute, as a chat app needs it. */
export function sharePageUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
