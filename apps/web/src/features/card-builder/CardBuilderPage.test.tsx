import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cardPage } from '../../test/card-page.fixture';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { searchRow } from '../../test/search-row.fixture';
import { GUEST_ANSWER } from '../../test/session-fixtures';
import { DRAFT_STORAGE_KEY } from './hooks/use-builder-draft';
import { blankDraft } from './lib/draft';
import { CARD_HEIGHT, CARD_WIDTH } from './lib/layout';
import { UNOFFICIAL_MARK } from './lib/render-card';

/**
 * jsdom has no canvas: a stand-in 2D context records the texts drawn, measures every character 10 px wide,
 * and accepts every other drawing call.
 */
function fakeCanvas() {
  const texts: string[] = [];
  const state: Record<string | symbol, unknown> = {
    fillText: (text: string) => texts.push(text),
    measureText: (text: string) => ({ width: text.length * 10 }),
    createLinearGradient: () => ({ addColorStop: () => undefined }),
  };
  const context = new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
  return { texts, toBlob };
}

function renderBuilder(answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': GUEST_ANSWER,
    ...answers,
  });
  return { api, ...renderApp('/card/builder') };
}

const nameInput = () => screen.getByRole('textbox', { name: '카드 이름' }) as HTMLInputElement;
const downloadButton = () => screen.getByRole('button', { name: 'PNG 다운로드' }) as HTMLButtonElement;
const storedDraft = () =>
  JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as { name?: string } | null;

describe('card builder', { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await preloadRoutes('/card/builder');
  }, 60_000);

  let canvas: ReturnType<typeof fakeCanvas>;
  beforeEach(() => {
    canvas = fakeCanvas();
  });
  // jsdom has no object URLs; the download test puts in its own and they are taken out again here.
  const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => {
    Object.assign(URL, objectUrls);
  });

  it('draws the name into the preview as it is typed, with the unofficial mark, and then allows the download', async () => {
    renderBuilder();
    expect(await screen.findByRole('heading', { level: 1, name: '카드 만들기' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^카드 만들기 - /));
    const preview = screen.getByRole('img', { name: '이름 없는 카드 팬 카드 미리보기' }) as HTMLCanvasElement;
    expect([preview.width, preview.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect(downloadButton().disabled).toBe(true);
    await waitFor(() => expect(canvas.texts).toContain(UNOFFICIAL_MARK));
    expect(canvas.texts).not.toContain('피카츄 팬아트');

    fireEvent.change(nameInput(), { target: { value: '피카츄 팬아트' } });
    await waitFor(() => expect(canvas.texts).toContain('피카츄 팬아트'));
    expect(screen.getByRole('img', { name: '피카츄 팬아트 팬 카드 미리보기' })).toBe(preview);
    expect(downloadButton().disabled).toBe(false);
  });

  it('offers the picture through a Korean button, never the browser’s own file control', async () => {
    renderBuilder();
    const button = await screen.findByRole('button', { name: '그림 올리기' });
    const input = screen.getByLabelText('그림 파일') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    // The file control itself is not shown: its labels follow the browser's language, not the page's.
    expect(input.style.display).toBe('none');
    expect(button).toBeTruthy();
  });

  it("draws an attack's text with its energy names turned into symbols", async () => {
    renderBuilder();
    const text = await screen.findByRole('textbox', { name: '기술 1 설명' });
    fireEvent.change(screen.getByRole('textbox', { name: '기술 1 이름' }), { target: { value: '화염방사' } });
    fireEvent.change(text, { target: { value: '{불꽃} 에너지를 트래쉬' } });
    await waitFor(() => expect(canvas.texts).toContain('화염방사'));
    // The symbol is drawn as an icon, so only the words around it are text.
    expect(canvas.texts).toContain('에너지를 트래쉬');
    expect(canvas.texts.some((drawn) => drawn.includes('{불꽃}'))).toBe(false);
  });

  it("downloads the canvas as '<name>_fan_card.png'", async () => {
    const createObjectURL = vi.fn(() => 'blob:fan-card');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderBuilder();
    fireEvent.change(await screen.findByRole('textbox', { name: '카드 이름' }), {
      target: { value: '리자몽 ex' },
    });
    fireEvent.click(downloadButton());

    await waitFor(() => expect(clicked).toEqual(['리자몽_ex_fan_card.png blob:fan-card']));
    expect(canvas.toBlob).toHaveBeenCalledTimes(1);
    expect(canvas.toBlob.mock.calls[0]![1]).toBe('image/png');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('keeps the draft in this browser, restores it, and starts afresh with 초기화', async () => {
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...blankDraft('Water'), name: '저장된 카드', hp: '90' }),
    );
    renderBuilder();
    expect((await screen.findByRole('textbox', { name: '카드 이름' })).getAttribute('value')).toBe(
      '저장된 카드',
    );
    expect((screen.getByRole('textbox', { name: 'HP' }) as HTMLInputElement).value).toBe('90');
    expect((screen.getByRole('combobox', { name: '타입' }) as HTMLSelectElement).value).toBe('Water');

    fireEvent.change(nameInput(), { target: { value: '고친 카드' } });
    await waitFor(() => expect(storedDraft()?.name).toBe('고친 카드'));

    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    const confirm = await screen.findByRole('dialog', { name: '처음부터 만들기' });
    fireEvent.click(within(confirm).getByRole('button', { name: '지우고 시작' }));
    await waitFor(() => expect(nameInput().value).toBe(''));
    expect((screen.getByRole('combobox', { name: '타입' }) as HTMLSelectElement).value).toBe('Colorless');
    await waitFor(() => expect(storedDraft()?.name).toBe(''));
  });

  it('fills the form from a card chosen with the card search', async () => {
    const { api } = renderBuilder({
      '/api/admin/card/search/first/set/import': [{ set_name: '확장팩 151' }],
      '/api/card_search/card/list/kr': [searchRow()],
      '/api/card/detail/page': [cardPage()],
    });
    fireEvent.click(await screen.findByRole('button', { name: '카드에서 가져오기' }));
    const dialog = await screen.findByRole('dialog', { name: '템플릿 카드 고르기' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '선택' }, { timeout: 25_000 }));

    await waitFor(() => expect(nameInput().value).toBe('리자몽 ex'));
    expect(api.calls.find((call) => call.path === '/api/card/detail/page')?.params).toEqual({
      id: 'sv3pt5-6',
    });
    expect(screen.getByText('템플릿: 리자몽 ex')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'HP' }) as HTMLInputElement).value).toBe('330');
    expect((screen.getByRole('textbox', { name: '기술 2 이름' }) as HTMLInputElement).value).toBe(
      'Explosive Vortex',
    );
    expect(
      within(screen.getByRole('group', { name: '기술 2 에너지' })).getAllByRole('button', {
        name: '불꽃 에너지 빼기',
      }),
    ).toHaveLength(4);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '템플릿 카드 고르기' })).toBeNull());
    await waitFor(() => expect(canvas.texts).toContain('Explosive Vortex'));
  });
});
