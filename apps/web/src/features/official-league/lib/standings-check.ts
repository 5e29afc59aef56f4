import { parseStandingsText } from '@carddogam/contract/official-league/standings-text';

/** As many line errors as the server lists in one refusal; the rest are counted. */
const ERRORS_SHOWN = 10;

/**
 * The paste's format problems, found before anything is sent, in the server's words (one line each).
 * Cards the catalogue lacks are only found by the server, which answers in the same style.
 */
export function standingsProblems(text: string): string | null {
  const { errors } = parseStandingsText(text);
  if (errors.length === 0) return null;
  const shown = errors.slice(0, ERRORS_SHOWN).map((e) => e.message);
  if (errors.length > ERRORS_SHOWN) shown.push(`외 ${errors.length - ERRORS_SHOWN}건의 오류가 더 있습니다.`);
  return shown.join('\n');
}
