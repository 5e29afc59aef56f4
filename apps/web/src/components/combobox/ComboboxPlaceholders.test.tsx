import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  Autocomplete,
  MantineProvider,
  MultiSelect,
  Select,
  type AutocompleteProps,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { AutocompletePlaceholder, MultiSelectPlaceholder, SelectPlaceholder } from './ComboboxPlaceholders';

const handlers = { onFocus() {}, onBlur() {}, onClick() {}, onKeyDown() {} };
// Attributes that hold generated ids, which differ between any two renders, and `readonly`: a placeholder
// of a searchable field takes no typing, and Mantine styles a read-only input only by hiding its caret.
const IGNORED = new Set([
  'id',
  'for',
  'aria-describedby',
  'aria-labelledby',
  'aria-controls',
  'aria-invalid',
  'readonly',
]);

/**
 * The markup as the browser lays it out: every element with its attributes in a fixed order, without
 * the attributes above and without Mantine's static class names (mantine-Select-input and the like), which
 * name the component and carry no style.
 */
function layoutOf(ui: ReactNode): string {
  const { container, unmount } = render(<MantineProvider>{ui}</MantineProvider>);
  const describe = (node: Element): string => {
    const attributes = [...node.attributes]
      .filter((attribute) => !IGNORED.has(attribute.name))
      .map((attribute) =>
        attribute.name === 'class'
          ? `class="${attribute.value
              .split(' ')
              .filter((name) => name && !name.startsWith('mantine-'))
              .sort()
              .join(' ')}"`
          : `${attribute.name}="${attribute.value}"`,
      )
      .sort();
    const children = [...node.children].map(describe).join('');
    const text = node.children.length === 0 ? (node.textContent ?? '') : '';
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${text}${children}</>`;
  };
  const markup = [...container.children]
    .filter((node) => node.tagName !== 'STYLE')
    .map(describe)
    .join('');
  unmount();
  return markup;
}

const EDITION: SelectProps = {
  label: '세트',
  'aria-label': '세트 언어',
  data: [
    { value: 'kr', label: '한글판' },
    { value: 'en', label: '북미판' },
  ],
  value: 'kr',
  allowDeselect: false,
  w: 120,
};
const SEARCHABLE: SelectProps = {
  'aria-label': '세트',
  placeholder: '전체',
  data: ['스칼렛&바이올렛', '소드&실드'],
  value: '소드&실드',
  searchable: true,
  clearable: true,
  nothingFoundMessage: '일치하는 항목이 없습니다',
  limit: 200,
  style: { flex: 1, minWidth: 0 },
};
const SORT: SelectProps = {
  'aria-label': '정렬',
  data: ['최신순', '이름순'],
  value: '이름순',
  w: 150,
  size: 'xs',
};

describe('placeholders of the comboboxes draw what the loaded field draws', () => {
  it.each([
    ['a select with a label and a width', EDITION],
    ['a searchable, clearable select with a value', SEARCHABLE],
    ['a searchable select without a value', { ...SEARCHABLE, value: null }],
    ['a small select', SORT],
  ])('Select: %s', (_, props) => {
    expect(layoutOf(<SelectPlaceholder props={props} handlers={handlers} />)).toBe(
      layoutOf(<Select {...props} />),
    );
  });

  const text: AutocompleteProps = {
    'aria-label': '검색어',
    placeholder: '카드 이름, 기술, 특성 (예: 리자몽, Charizard)',
    data: ['리자몽'],
    value: '리자',
    maxLength: 100,
    style: { flex: 1 },
  };
  it.each([
    ['with text', text],
    ['empty', { ...text, value: '' }],
  ])('Autocomplete: %s', (_, props) => {
    expect(layoutOf(<AutocompletePlaceholder props={props} handlers={handlers} onType={() => {}} />)).toBe(
      layoutOf(<Autocomplete {...props} />),
    );
  });

  const subtypes: MultiSelectProps = {
    label: '세부 종류',
    placeholder: '전체',
    data: [
      { value: 'Basic', label: '기본' },
      { value: 'Stage 1', label: '1진화' },
    ],
    value: [],
    searchable: true,
    clearable: true,
    maxValues: 40,
  };
  it.each([
    ['empty', subtypes],
    ['with values', { ...subtypes, placeholder: undefined, value: ['Basic', 'Stage 1'] }],
    ['not searchable, without a placeholder', { ...subtypes, searchable: false, placeholder: undefined }],
  ])('MultiSelect: %s', (_, props) => {
    expect(layoutOf(<MultiSelectPlaceholder props={props} handlers={handlers} />)).toBe(
      layoutOf(<MultiSelect {...props} />),
    );
  });
});
