import { useSearchParams, useNavigate } from 'react-router';
import { Banner } from '../banners';
import { BoardPageFrame } from './components/BoardPageFrame';
import { BoardListSection } from './list/BoardListSection';
import { FirstBoardRedirect } from './list/FirstBoardRedirect';
import { listHref, readListState } from './lib/list-state';

/**
 * /board/list?board_group=&board_name= (§2.2). Page, tab, 말머리 and search live in the address, so back
 * and forward work; the shell titles the page with the board's name (§2.1).
 */
export default function BoardListPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = readListState(search);

  return (
    <BoardPageFrame current={state.boardName || null}>
      {state.boardName ? (
        <>
          <Banner placement="community" />
          <BoardListSection state={state} onNavigate={(next) => void navigate(listHref(next))} />
        </>
      ) : (
        <FirstBoardRedirect />
      )}
    </BoardPageFrame>
  );
}
