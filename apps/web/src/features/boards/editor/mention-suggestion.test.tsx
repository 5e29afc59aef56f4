import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Editor } from '@tiptap/core';
import { boardEditorExtensions } from './extensions';
import type { MentionCandidate } from './mention-candidates';
import { createMentionPopupStore, type MentionPopupStore } from './mention-popup-store';
import { createCardMentionSuggestion } from './mention-suggestion';
import { MentionSuggestionList } from './MentionSuggestionList';
import { stubRangeRects } from './jsdom-layout';

beforeAll(stubRangeRects);

const CARDS: MentionCandidate[] = [
  { cardId: 'sv3-125', edition: 'kr', name: '리자몽 ex', set: '흑염의 지배자', number: '066/108' },
  { cardId: 'sv3pt5-6', edition: 'kr', name: '리자몽 ex', set: '151', number: '006/165' },
  { cardId: 'sv4a-200', edition: 'kr', name: '리자드', set: '샤이니 트레저 ex', number: null },
];

/** The editor component's popup wiring, without its toolbar. */
function Popup({ store }: { store: MentionPopupStore }) {
  const popup = useSyncExternalStore(store.subscribe, store.get);
  return popup ? createPortal(<MentionSuggestionList popup={popup} store={store} />, popup.element) : null;
}

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function setup(search: (query: string) => Promise<MentionCandidate[]>) {
  const store = createMentionPopupStore();
  const host = document.createElement('div');
  document.body.appendChild(host);
  editor = new Editor({
    element: host,
    extensions: boardEditorExtensions(createCardMentionSuggestion(store, search)),
    content: '<p>추천 카드:</p>',
  });
  render(
    <MantineProvider>
      <Popup store={store} />
    </MantineProvider>,
  );
  const view = editor.view;
  const type = (text: string) => act(() => void editor!.chain().focus('end').insertContent(text).run());
  const key = (init: KeyboardEventInit & { keyCode?: number }) => fireEvent.keyDown(view.dom, init);
  return { type, key, editor };
}

describe('the [[ card list', { timeout: 20_000 }, () => {
  it('searches what follows [[ and lists the cards with edition and set/number', async () => {
    const search = vi.fn(async () => CARDS);
    const { type } = setup(search);
    await type(' [[리자');
    const list = await screen.findByRole('listbox', { name: '카드 검색 결과' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]!.textContent).toContain('리자몽 ex');
    expect(options[0]!.textContent).toContain('국내판');
    expect(options[0]!.textContent).toContain('흑염의 지배자 · 066/108');
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(search).toHaveBeenLastCalledWith('리자');
  });

  it('moves with the arrow keys and inserts the chosen card as a chip with Enter', async () => {
    const { type, key, editor: ed } = setup(async () => CARDS);
    await type(' [[리자');
    await screen.findByRole('listbox');
    key({ key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    key({ key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(ed.getHTML()).toBe(
      '<p>추천 카드: <span class="card-mention" data-card-id="sv3pt5-6" data-edition="kr">리자몽 ex</span> </p>',
    );
  });

  it('never picks a card with an Enter that belongs to a Hangul composition', async () => {
    const { type, key, editor: ed } = setup(async () => CARDS);
    await type(' [[리자몽');
    await screen.findByRole('listbox');
    key({ key: 'Enter', isComposing: true });
    key({ key: 'Enter', keyCode: 229 });
    // The syllable is committed: the held Enter must neither pick a card nor break the line.
    fireEvent.compositionEnd(ed.view.dom);
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(ed.getHTML()).toBe('<p>추천 카드: [[리자몽</p>');
  });

  it('closes with Escape and keeps what was typed', async () => {
    const { type, key, editor: ed } = setup(async () => CARDS);
    await type(' [[리자');
    await screen.findByRole('listbox');
    key({ key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(ed.getHTML()).toBe('<p>추천 카드: [[리자</p>');
  });

  it('shows the Korean message of a failed search', async () => {
    const { type } = setup(async () => {
      throw new Error('서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.');
    });
    await type(' [[리자');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '서버에 연결할 수 없습니다. 인터넷 연결을 확인해주세요.',
    );
  });
});

describe('Enter during an IME composition', () => {
  function plainEditor() {
    const host = document.createElement('div');
    document.body.appendChild(host);
    editor = new Editor({ element: host, extensions: boardEditorExtensions(), content: '<p>안녕하세요</p>' });
    editor.commands.focus('end');
    return editor;
  }

  it('is held until the syllable is committed, then breaks the line once', async () => {
    const ed = plainEditor();
    fireEvent.keyDown(ed.view.dom, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(ed.view.dom, { key: 'Enter', keyCode: 229 });
    expect(ed.getHTML()).toBe('<p>안녕하세요</p>');

    fireEvent.compositionEnd(ed.view.dom);
    await waitFor(() => expect(ed.getHTML()).toBe('<p>안녕하세요</p><p></p>'));
    // Chrome on macOS sends the same Enter again once the composition has ended.
    fireEvent.keyDown(ed.view.dom, { key: 'Enter' });
    expect(ed.getHTML()).toBe('<p>안녕하세요</p><p></p>');
  });

  it('leaves a plain Enter to the editor', () => {
    const ed = plainEditor();
    fireEvent.keyDown(ed.view.dom, { key: 'Enter' });
    expect(ed.getHTML()).toBe('<p>안녕하세요</p><p></p>');
  });
});
