import { describe, expect, it } from 'vitest';
import { BOARD_CONTENT_MAX_BYTES } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { EMPTY_FIELDS, fieldProblems, isBlankHtml, sameFields, utf8Bytes } from './post-fields';

describe('post fields', () => {
  it('counts UTF-8 bytes: three for a Hangul syllable', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('가나')).toBe(6);
  });

  it('treats an editor with only empty paragraphs as blank, but not one with an image or a card', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p><p></p>')).toBe(true);
    expect(isBlankHtml('<img src="/upload/board/x.webp">')).toBe(false);
    expect(isBlankHtml('<p><span class="card-mention" data-card-id="a" data-edition="kr">a</span></p>')).toBe(
      false,
    );
    expect(sameFields(EMPTY_FIELDS, { ...EMPTY_FIELDS, content: '<p></p>' })).toBe(true);
  });

  it('finds the first problem of the title and of the content', () => {
    expect(fieldProblems({ ...EMPTY_FIELDS, title: '  ', content: '<p></p>' })).toEqual({
      title: BOARD_MSG.titleRequired,
      content: BOARD_MSG.contentRequired,
    });
    const atLimit = `<p>${'a'.repeat(BOARD_CONTENT_MAX_BYTES - 7)}</p>`;
    expect(utf8Bytes(atLimit)).toBe(BOARD_CONTENT_MAX_BYTES);
    expect(fieldProblems({ ...EMPTY_FIELDS, title: '제목', content: atLimit })).toEqual({});
    expect(fieldProblems({ ...EMPTY_FIELDS, title: '제목', content: `${atLimit}b` })).toEqual({
      content: BOARD_MSG.contentTooLong,
    });
  });
});
