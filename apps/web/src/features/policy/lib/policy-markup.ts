import type { PolicyText } from '../policy-text';

/**
 * The small line markup a policy text is written in (packages/contract/src/calls/policy-pages.ts): the
 * built-in texts are turned into it for the 관리자's editor, and a saved text is read back from it. The
 * page draws the result as text, never as HTML.
 */

export type PolicyBlock =
  { kind: 'paragraph'; text: string } | { kind: 'ordered' | 'bullets'; items: string[] };

export interface PolicySectionDoc {
  title: string;
  blocks: PolicyBlock[];
}

export interface PolicyDoc {
  /** 'YYYY-MM-DD' from a first line '시행일 …', or null. */
  effective: string | null;
  /** What comes before the first article. */
  intro: PolicyBlock[];
  sections: PolicySectionDoc[];
}

const HEADING = /^##\s+(.+)$/;
const ORDERED = /^\d{1,3}[.)]\s+(.+)$/;
const BULLET = /^[-*•]\s+(.+)$/;
const EFFECTIVE = /^시행일\s*:?\s*(\d{4}-\d{2}-\d{2})$/;

/** A built-in text in the markup, as the editor starts from it. */
export function policyTextToMarkup(text: PolicyText): string {
  const lines = [`시행일 ${text.effective}`];
  if (text.intro) lines.push('', text.intro);
  for (const section of text.sections) {
    lines.push('', `## ${section.title}`);
    lines.push(...(section.paragraphs ?? []));
    lines.push(...(section.items ?? []).map((item, index) => `${index + 1}. ${item}`));
  }
  return lines.join('\n');
}

/** Adds a line to the blocks: list items join the list right before them, when it is of the same kind. */
function addLine(blocks: PolicyBlock[], line: string): void {
  const ordered = ORDERED.exec(line);
  const bullet = ordered ? null : BULLET.exec(line);
  const kind = ordered ? 'ordered' : bullet ? 'bullets' : null;
  if (!kind) {
    blocks.push({ kind: 'paragraph', text: line });
    return;
  }
  const item = (ordered ?? bullet)![1]!;
  const last = blocks.at(-1);
  if (last && last.kind === kind) last.items.push(item);
  else blocks.push({ kind, items: [item] });
}

export function parsePolicyMarkup(markup: string): PolicyDoc {
  const doc: PolicyDoc = { effective: null, intro: [], sections: [] };
  let blocks = doc.intro;
  let first = true;
  for (const raw of markup.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      // A blank line ends a list, so two lists in a row stay two lists.
      if (blocks.at(-1)?.kind !== 'paragraph') blocks.push({ kind: 'paragraph', text: '' });
      continue;
    }
    const effective = first ? EFFECTIVE.exec(line) : null;
    first = false;
    if (effective) {
      doc.effective = effective[1]!;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const section: PolicySectionDoc = { title: heading[1]!.trim(), blocks: [] };
      doc.sections.push(section);
      blocks = section.blocks;
      continue;
    }
    addLine(blocks, line);
  }
  const dropSpacers = (list: PolicyBlock[]) =>
    list.filter((block) => block.kind !== 'paragraph' || block.text !== '');
  doc.intro = dropSpacers(doc.intro);
  for (const section of doc.sections) section.blocks = dropSpacers(section.blocks);
  return doc;
}
