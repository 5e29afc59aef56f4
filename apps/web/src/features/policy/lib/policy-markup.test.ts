import { describe, expect, it } from 'vitest';
import { PRIVACY } from '../privacy-text';
import { TERMS } from '../terms-text';
import { parsePolicyMarkup, policyTextToMarkup } from './policy-markup';

describe('policy markup', () => {
  it('turns a built-in text into markup that reads back as the same articles', () => {
    for (const text of [TERMS, PRIVACY]) {
      const doc = parsePolicyMarkup(policyTextToMarkup(text));
      expect(doc.effective).toBe(text.effective);
      expect(doc.sections.map((s) => s.title)).toEqual(text.sections.map((s) => s.title));
      text.sections.forEach((section, index) => {
        const blocks = doc.sections[index]!.blocks;
        const paragraphs = blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []));
        const items = blocks.flatMap((b) => (b.kind === 'ordered' ? b.items : []));
        expect(paragraphs).toEqual(section.paragraphs ?? []);
        expect(items).toEqual(section.items ?? []);
      });
    }
    expect(parsePolicyMarkup(policyTextToMarkup(PRIVACY)).intro).toEqual([
      { kind: 'paragraph', text: PRIVACY.intro },
    ]);
  });

  it('reads headings, numbered and bulleted lists, paragraphs, and a blank line between two lists', () => {
    const doc = parsePolicyMarkup(
      [
        '앞글',
        '## 제1조',
        '  첫 문단  ',
        '1. 하나',
        '2) 둘',
        '',
        '3. 새 목록',
        '- 점',
        '* 또 점',
        '## 제2조',
      ].join('\n'),
    );
    expect(doc).toEqual({
      effective: null,
      intro: [{ kind: 'paragraph', text: '앞글' }],
      sections: [
        {
          title: '제1조',
          blocks: [
            { kind: 'paragraph', text: '첫 문단' },
            { kind: 'ordered', items: ['하나', '둘'] },
            { kind: 'ordered', items: ['새 목록'] },
            { kind: 'bullets', items: ['점', '또 점'] },
          ],
        },
        { title: '제2조', blocks: [] },
      ],
    });
  });

  it('takes the effective date only from the first line', () => {
    expect(parsePolicyMarkup('시행일: 2027-01-02\n본문').effective).toBe('2027-01-02');
    const later = parsePolicyMarkup('본문\n시행일 2027-01-02');
    expect(later.effective).toBeNull();
    expect(later.intro).toHaveLength(2);
  });
});
