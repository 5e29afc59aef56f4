import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MSG } from '@carddogam/contract/messages';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { searchRow } from '../../../test/search-row.fixture';
import { BoardEditor } from './BoardEditor';
import { stubRangeRects } from './jsdom-layout';

beforeAll(stubRangeRects);

const UPLOADED = '/upload/board/0b7c5a1e-4c1d-4b8e-9a55-0f7c1f3c2d11.webp';

function renderEditor(props: { imagesAllowed?: boolean; initialContent?: string } = {}) {
  const onChange = vi.fn();
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <BoardEditor
          initialContent={props.initialContent ?? '<p>처음 내용</p>'}
          onChange={onChange}
          imagesAllowed={props.imagesAllowed ?? true}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const fileInput = () => view.container.querySelector<HTMLInputElement>('input[type="file"]');
  return { onChange, fileInput };
}

function stubUpload(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('BoardEditor', { timeout: 20_000 }, () => {
  it('is a textbox named 내용 with the Korean toolbar', () => {
    renderEditor();
    const box = screen.getByRole('textbox', { name: '내용' });
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.textContent).toBe('처음 내용');
    for (const name of [
      '굵게',
      '기울임',
      '큰 제목',
      '작은 제목',
      '인용',
      '링크',
      '이미지 올리기',
      '카드 넣기',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('has no image button on a board without images', () => {
    const { fileInput } = renderEditor({ imagesAllowed: false });
    expect(screen.queryByRole('button', { name: '이미지 올리기' })).toBeNull();
    expect(fileInput()).toBeNull();
  });

  it('uploads a picked image as the multipart field image and puts it in the post', async () => {
    const fetchMock = stubUpload(jsonResponse(200, { url: UPLOADED }));
    const { onChange, fileInput } = renderEditor();
    const file = new File(['png'], 'card.png', { type: 'image/png' });
    fireEvent.change(fileInput()!, { target: { files: [file] } });

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining(`<img src="${UPLOADED}">`)),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/board/image/upload');
    expect((init.body as FormData).get('image')).toBe(file);
  });

  it('refuses a file that is not an image without sending it', async () => {
    const fetchMock = stubUpload(jsonResponse(200, { url: UPLOADED }));
    const { fileInput } = renderEditor();
    fireEvent.change(fileInput()!, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.imageNotImage);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an image", async () => {
    stubUpload(jsonResponse(413, { error: { code: 'IMAGE_TOO_LARGE', message: MSG.imageTooLarge } }));
    const { onChange, fileInput } = renderEditor();
    fireEvent.change(fileInput()!, {
      target: { files: [new File(['big'], 'big.jpg', { type: 'image/jpeg' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.imageTooLarge);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens the card search from the toolbar', async () => {
    renderEditor({ initialContent: '' });
    fireEvent.click(screen.getByRole('button', { name: '카드 넣기' }));
    expect(
      await screen.findByText('카드 이름을 입력하세요. 한글·영어·일본어 이름 모두 찾습니다.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '내용' }).textContent).toBe('[[');
  });

  it('finds cards after [[ through the card search and puts the clicked one in as a chip', async () => {
    const api = fakeApi({
      '/api/card_search/card/list/kr': [
        searchRow({
          id: 'sv3-125',
          name_kr: '리자몽 ex',
          set_kr: '흑염의 지배자',
          number_kr: '066',
          printedTotal_kr: 108,
        }),
        searchRow({
          id: 'sv2a-4',
          name_kr: '리자드',
          set_kr: '포켓몬 카드 151',
          number_kr: '005',
          printedTotal_kr: 165,
        }),
      ],
    });
    const { onChange } = renderEditor({ initialContent: '<p>추천:</p>' });
    const editor = (screen.getByRole('textbox', { name: '내용' }) as unknown as { editor: Editor }).editor;
    act(() => void editor.chain().focus('end').insertContent(' [[리자').run());

    const list = await screen.findByRole('listbox', { name: '카드 검색 결과' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['리자몽 ex국내판흑염의 지배자 · 066/108', '리자드국내판포켓몬 카드 151 · 005/165']);
    expect(api.calls[0]!.params).toEqual({
      keyword: { nation: 'kr', text: '리자', text_type: 'Card name', page_size: 8 },
    });

    fireEvent.mouseDown(within(list).getAllByRole('option')[1]!);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p>추천: <span class="card-mention" data-card-id="sv2a-4" data-edition="kr">리자드</span> </p>',
      ),
    );
  });
});
