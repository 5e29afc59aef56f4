import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { REVIEW_MSG, REVIEW_PAGE_SIZE, type Review } from '@carddogam/contract/calls/reviews';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../lib/session';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { CONTENT_HINT } from './lib/review-draft';
import { NO_RATING_TEXT } from './lib/rating-legend';
import { ADMIN, BANNED, MEMBER, OTHER_MEMBER, review, summary } from './review.fixture';
import { ReviewSection } from './ReviewSection';

const PATHS = {
  summary: '/api/card/detail/review/list/avg',
  list: '/api/card/detail/review/list',
  insert: '/api/card/detail/review/insert',
  update: '/api/card/detail/review/update',
  remove: '/api/card/detail/review/delete',
  blind: '/api/card/detail/review/blind',
  unblind: '/api/card/detail/review/unblind',
};

function renderSection(
  user: SessionUser | null,
  reviews: Review[] | ((params: unknown) => Review[]) = [review(1), review(2)],
) {
  const api = fakeApi({
    [PATHS.summary]: [summary()],
    [PATHS.list]: reviews,
    [PATHS.insert]: { id: 99 },
    [PATHS.update]: (params: unknown) => ({ id: (params as { id: number }).id }),
    [PATHS.remove]: (params: unknown) => ({ id: (params as { id: number }).id }),
    [PATHS.blind]: { id: 1, status: '블라인드' },
    [PATHS.unblind]: { id: 1, status: '정상' },
  });
  renderWithProviders(
    <SessionContext value={{ ...GUEST_SESSION, user }}>
      <MemoryRouter>
        <ReviewSection cardId="sv3pt5-6" nation="kr" cardTitle="리자몽 ex" />
      </MemoryRouter>
    </SessionContext>,
  );
  const paramsOf = (path: string) =>
    api.calls.filter((call) => call.path === path).map((call) => call.params);
  return { api, paramsOf };
}

const form = () => screen.getByPlaceholderText(CONTENT_HINT).closest('form')!;
const checkbox = (label: '성능' | '수집') =>
  within(form()).getByRole('checkbox', { name: `${label} 평점` }) as HTMLInputElement;
const star = (scope: HTMLElement, label: string, score: number) =>
  within(scope).getByLabelText(`${label} ${score}점`) as HTMLInputElement;
/** A star is chosen by clicking its label, as a pointer does. */
const clickStar = (scope: HTMLElement, label: string, score: number) =>
  fireEvent.click(scope.querySelector(`label[for="${star(scope, label, score).id}"]`)!);
const articleOf = (nickname: string) => screen.getByRole('article', { name: `${nickname}님의 리뷰` });

describe('ReviewSection (§2.14)', { timeout: 20_000 }, () => {
  it('loads older reviews a page at a time with 리뷰 더보기', async () => {
    const firstPage = Array.from({ length: REVIEW_PAGE_SIZE }, (_, i) =>
      review(100 - i, { content: `리뷰 ${i}` }),
    );
    const { paramsOf } = renderSection(null, (params) =>
      (params as { page: number }).page === 1 ? firstPage : [review(1, { content: '가장 오래된 리뷰' })],
    );
    expect(await screen.findByText('리뷰 0')).toBeTruthy();
    expect(screen.queryByText('가장 오래된 리뷰')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '리뷰 더보기' }));
    expect(await screen.findByText('가장 오래된 리뷰')).toBeTruthy();
    expect(paramsOf(PATHS.list)).toEqual([
      { card_id: 'sv3pt5-6', text_nation: 'kr', page: 1 },
      { card_id: 'sv3pt5-6', text_nation: 'kr', page: 2 },
    ]);
    // The second page was short: there is nothing older.
    await waitFor(() => expect(screen.queryByRole('button', { name: '리뷰 더보기' })).toBeNull());
  });

  it('titles the section and shows the summary tiles to 2 decimals with their participants', async () => {
    const { paramsOf } = renderSection(null);
    expect(screen.getByRole('heading', { name: '리자몽 ex 카드평점' })).toBeTruthy();
    const perform = await screen.findByRole('group', { name: '성능' });
    expect(within(perform).getByText('4.25')).toBeTruthy();
    expect(within(perform).getByText('4명 참여')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '수집 난이도' })).getByText('3.50')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '종합' })).getByText('3.88')).toBeTruthy();
    expect(paramsOf(PATHS.list)).toEqual([{ card_id: 'sv3pt5-6', text_nation: 'kr', page: 1 }]);
  });

  it('shows the legend of a scale while the pointer rests on its tile', async () => {
    renderSection(null);
    fireEvent.pointerEnter(await screen.findByRole('group', { name: '성능' }), { pointerType: 'mouse' });
    expect(await screen.findByText(/필수 카드, 4장 꽉꽉 채워서 덱에 넣으세요/)).toBeTruthy();
  });

  it('tells a guest to log in, with a link, instead of offering the form', async () => {
    renderSection(null);
    expect(await screen.findByText(REVIEW_MSG.loginRequired, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByRole('button', { name: '등록' })).toBeNull();
  });

  it('tells a 밴 유저 that reviews are closed to them', async () => {
    renderSection(BANNED);
    expect(await screen.findByText(REVIEW_MSG.banned)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '등록' })).toBeNull();
    // A banned writer cannot touch their own review either.
    await screen.findByRole('article', { name: '작성자1님의 리뷰' });
    expect(screen.queryByRole('button', { name: '리뷰 수정' })).toBeNull();
  });

  it('lets stars be set only while the box is checked, and resets the rating when unchecked', async () => {
    renderSection(MEMBER);
    await screen.findByPlaceholderText(CONTENT_HINT);
    expect(within(form()).queryByLabelText('성능 4점')).toBeNull();

    fireEvent.click(checkbox('성능'));
    clickStar(form(), '성능', 4);
    expect(star(form(), '성능', 4).checked).toBe(true);
    expect(within(form()).getByText('좋은 카드에요, 사용해보세요')).toBeTruthy();

    fireEvent.click(checkbox('성능'));
    expect(within(form()).queryByLabelText('성능 4점')).toBeNull();
    fireEvent.click(checkbox('성능'));
    expect(star(form(), '성능', 0).checked).toBe(true);
    expect(star(form(), '성능', 4).checked).toBe(false);
    expect(within(form()).getAllByText(NO_RATING_TEXT)).toHaveLength(2);
  });

  it('chooses a star with Enter without submitting the form', async () => {
    const { paramsOf } = renderSection(MEMBER);
    await screen.findByPlaceholderText(CONTENT_HINT);
    fireEvent.click(checkbox('성능'));
    // fireEvent returns false when a handler cancelled the key's default action (the implicit submit).
    expect(fireEvent.keyDown(star(form(), '성능', 4.5), { key: 'Enter' })).toBe(false);
    expect(star(form(), '성능', 4.5).checked).toBe(true);
    expect(paramsOf(PATHS.insert)).toEqual([]);
  });

  it('asks for at least one rating before calling the server', async () => {
    const { paramsOf } = renderSection(MEMBER);
    fireEvent.change(await screen.findByPlaceholderText(CONTENT_HINT), { target: { value: '내용만' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText(REVIEW_MSG.ratingRequiredNew)).toBeTruthy();
    expect(paramsOf(PATHS.insert)).toEqual([]);
  });

  it('sends the review and resets the whole form after the submit', async () => {
    const { paramsOf } = renderSection(MEMBER);
    const content = await screen.findByPlaceholderText(CONTENT_HINT);
    fireEvent.click(checkbox('수집'));
    clickStar(form(), '수집', 2.5);
    fireEvent.change(content, { target: { value: '구하기 쉬워요' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() =>
      expect(paramsOf(PATHS.insert)).toEqual([
        {
          card_id: 'sv3pt5-6',
          text_nation: 'kr',
          rate_perform_check: false,
          rate_perform: 0,
          rate_collect_check: true,
          rate_collect: 2.5,
          content: '구하기 쉬워요',
        },
      ]),
    );
    await waitFor(() => expect((content as HTMLTextAreaElement).value).toBe(''));
    expect(checkbox('수집').checked).toBe(false);
    expect(checkbox('성능').checked).toBe(false);
    expect(within(form()).queryByLabelText('수집 2.5점')).toBeNull();
    // The list and the summary are asked for again.
    await waitFor(() => expect(paramsOf(PATHS.list).length).toBeGreaterThan(1));
  });

  it("shows the server's message for a second review and opens the member's own review to edit", async () => {
    const { api } = renderSection(MEMBER);
    const fake = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      input === PATHS.insert
        ? jsonResponse(409, { error: { code: 'CONFLICT', message: REVIEW_MSG.alreadyReviewed } })
        : fake(input, init),
    );
    await screen.findByRole('article', { name: '작성자1님의 리뷰' });
    await screen.findByPlaceholderText(CONTENT_HINT);
    fireEvent.click(checkbox('성능'));
    fireEvent.click(screen.getByRole('button', { name: '등록' }));

    expect(await screen.findByText(REVIEW_MSG.alreadyReviewed)).toBeTruthy();
    expect(await within(articleOf('작성자1')).findByRole('button', { name: '수정' })).toBeTruthy();
  });

  it('shows the blind notice instead of a blinded review to a member', async () => {
    renderSection(MEMBER, [review(2, { status: '블라인드', content: null })]);
    const item = await screen.findByRole('article', { name: '작성자2님의 리뷰' });
    expect(within(item).getByText(REVIEW_MSG.blinded)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /블라인드/ })).toBeNull();
  });

  it('shows a 관리자 the text of a blinded review with a marker, and unblinds it', async () => {
    const { paramsOf } = renderSection(ADMIN, [review(2, { status: '블라인드', content: '험한 말' })]);
    const item = await screen.findByRole('article', { name: '작성자2님의 리뷰' });
    expect(within(item).getByText('험한 말')).toBeTruthy();
    expect(within(item).getByText('블라인드')).toBeTruthy();
    expect(within(item).queryByText(REVIEW_MSG.blinded)).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: '블라인드 해제' }));
    expect(await screen.findByText(REVIEW_MSG.unblindDone)).toBeTruthy();
    expect(paramsOf(PATHS.unblind)).toEqual([{ id: 2 }]);
  });

  it('lets a 관리자 blind a review', async () => {
    const { paramsOf } = renderSection(ADMIN, [review(3)]);
    const item = await screen.findByRole('article', { name: '작성자3님의 리뷰' });
    fireEvent.click(within(item).getByRole('button', { name: '블라인드' }));
    expect(await screen.findByText(REVIEW_MSG.blindDone)).toBeTruthy();
    expect(paramsOf(PATHS.blind)).toEqual([{ id: 3 }]);
  });

  it('offers edit and delete to the writer only, and no blind button to a member', async () => {
    renderSection(MEMBER);
    await screen.findByRole('article', { name: '작성자1님의 리뷰' });
    expect(within(articleOf('작성자1')).getByRole('button', { name: '리뷰 수정' })).toBeTruthy();
    expect(within(articleOf('작성자1')).getByRole('button', { name: '리뷰 삭제' })).toBeTruthy();
    expect(within(articleOf('작성자2')).queryByRole('button', { name: '리뷰 수정' })).toBeNull();
    expect(within(articleOf('작성자2')).queryByRole('button', { name: '리뷰 삭제' })).toBeNull();
    expect(screen.queryByRole('button', { name: '블라인드' })).toBeNull();
  });

  it('gives a 관리자 edit, delete and blind on every review', async () => {
    renderSection(ADMIN);
    await screen.findByRole('article', { name: '작성자2님의 리뷰' });
    for (const nickname of ['작성자1', '작성자2']) {
      const item = articleOf(nickname);
      expect(within(item).getByRole('button', { name: '리뷰 수정' })).toBeTruthy();
      expect(within(item).getByRole('button', { name: '리뷰 삭제' })).toBeTruthy();
      expect(within(item).getByRole('button', { name: '블라인드' })).toBeTruthy();
    }
  });

  it('shows no action buttons to a member on reviews of others', async () => {
    renderSection(OTHER_MEMBER);
    await screen.findByRole('article', { name: '작성자1님의 리뷰' });
    expect(screen.queryByRole('button', { name: /리뷰 (수정|삭제)/ })).toBeNull();
  });

  it('deletes only after the confirmation prompt is accepted', async () => {
    const { paramsOf } = renderSection(MEMBER);
    await screen.findByRole('article', { name: '작성자1님의 리뷰' });

    fireEvent.click(within(articleOf('작성자1')).getByRole('button', { name: '리뷰 삭제' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(REVIEW_MSG.deleteConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paramsOf(PATHS.remove)).toEqual([]);

    fireEvent.click(within(articleOf('작성자1')).getByRole('button', { name: '리뷰 삭제' }));
    dialog = await screen.findByRole('dialog');
    expect(paramsOf(PATHS.remove)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(paramsOf(PATHS.remove)).toEqual([{ id: 1 }]));
  });

  it('edits a review: stars and text become editable, 수정 saves and 취소 leaves edit mode', async () => {
    const { paramsOf } = renderSection(MEMBER);
    await screen.findByRole('article', { name: '작성자1님의 리뷰' });
    fireEvent.click(within(articleOf('작성자1')).getByRole('button', { name: '리뷰 수정' }));

    const item = articleOf('작성자1');
    const text = within(item).getByLabelText('리뷰 수정 내용') as HTMLTextAreaElement;
    expect(text.value).toBe('리뷰 1');
    expect(star(item, '성능', 4).checked).toBe(true);

    // Without any rating the edit is refused with its own message.
    fireEvent.click(within(item).getByRole('checkbox', { name: '성능 평점' }));
    fireEvent.click(within(item).getByRole('checkbox', { name: '수집 평점' }));
    fireEvent.click(within(item).getByRole('button', { name: '수정' }));
    expect(await screen.findByText(REVIEW_MSG.ratingRequiredEdit)).toBeTruthy();
    expect(paramsOf(PATHS.update)).toEqual([]);

    fireEvent.click(within(item).getByRole('checkbox', { name: '성능 평점' }));
    clickStar(item, '성능', 5);
    fireEvent.change(text, { target: { value: '고쳤어요' } });
    fireEvent.click(within(item).getByRole('button', { name: '수정' }));
    await waitFor(() =>
      expect(paramsOf(PATHS.update)).toEqual([
        {
          card_id: 'sv3pt5-6',
          text_nation: 'kr',
          id: 1,
          rate_perform_check: true,
          rate_perform: 5,
          rate_collect_check: false,
          rate_collect: 0,
          content: '고쳤어요',
        },
      ]),
    );
    await waitFor(() => expect(within(articleOf('작성자1')).queryByLabelText('리뷰 수정 내용')).toBeNull());

    fireEvent.click(within(articleOf('작성자1')).getByRole('button', { name: '리뷰 수정' }));
    fireEvent.click(within(articleOf('작성자1')).getByRole('button', { name: '취소' }));
    expect(within(articleOf('작성자1')).queryByLabelText('리뷰 수정 내용')).toBeNull();
  });
});
