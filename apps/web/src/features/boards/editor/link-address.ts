/**
 * Link addresses of a post. The server keeps only http and https links (decision 027), so the editor
 * allows those and addresses without a scheme ('example.com', which becomes https://example.com), and
 * refuses every other scheme (javascript:, data:, mailto: …) before it gets that far.
 */
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WEB_SCHEME = /^https?:/i;

export const LINK_REFUSED = '링크는 http:// 또는 https:// 주소만 넣을 수 있습니다.';

export function isAllowedLink(url: string): boolean {
  const trimmed = url.trim();
  return !ANY_SCHEME.test(trimmed) || WEB_SCHEME.test(trimmed);
}

/** The address to store for what the member typed, or null when it cannot be a web link. */
export function normaliseLink(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  if (WEB_SCHEME.test(trimmed)) return /^https?:\/\/[^/]/i.test(trimmed) ? trimmed : null;
  if (ANY_SCHEME.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)) return null;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
