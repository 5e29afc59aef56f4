import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { UnifiedSearchResult } from '@carddogam/contract/calls/unified-search';
import { QueryState } from '../../components/QueryState';
import { unifiedSearchQuery } from './api/unified-search-queries';
import { CardHits } from './components/CardHits';
import { DeckHits } from './components/DeckHits';
import { MemberHits } from './components/MemberHits';
import { PostHits } from './components/PostHits';
import { SearchGroup } from './components/SearchGroup';
import { TradeHits } from './components/TradeHits';
import { UnifiedSearchForm } from './components/UnifiedSearchForm';
import {
  boardSearchHref,
  cardListHref,
  countLabel,
  deckListHref,
  isSearchable,
  normaliseQuery,
  tradeListHref,
  unifiedSearchHref,
} from './lib/search-links';

/** The groups in the order of the page, with the jump links' names. */
const GROUPS = [
  { id: 'search-cards', key: 'cards', title: '카드' },
  { id: 'search-posts', key: 'boardPosts', title: '게시글' },
  { id: 'search-decks', key: 'decks', title: '덱 레시피' },
  { id: 'search-trade', key: 'tradePosts', title: '카드거래' },
  { id: 'search-members', key: 'members', title: '회원' },
] as const;

/**
 * /search?q= (통합검색): one word looked up in cards, board posts, decks, trade posts and members at once,
 * grouped as Korean portals show it — each group with its count, its first hits with the word marked, and
 * '더보기' to that area's own list searched for the same word. The word lives in the address, so a search
 * can be shared and back and forward work.
 */
export default function UnifiedSearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = normaliseQuery(params.get('q'));
  const searchable = isSearchable(q);

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Title order={1} size="h2">
          통합검색
        </Title>
        <UnifiedSearchForm key={q} initial={q} onSearch={(next) => void navigate(unifiedSearchHref(next))} />
        {searchable ? (
          <Results q={q} />
        ) : (
          <Text c="dimmed" size="sm">
            카드 이름, 게시글 제목, 덱 제목, 거래글, 회원 닉네임을 두 글자 이상 입력해 검색하세요.
          </Text>
        )}
      </Stack>
    </Container>
  );
}

function Results({ q }: { q: string }) {
  const query = useQuery(unifiedSearchQuery(q));
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <Stack gap="md">
      <JumpLinks data={data} />
      <SearchGroup id="search-cards" title="카드" {...counts(data.cards)} moreHref={cardListHref(q)}>
        <CardHits rows={data.cards.items} q={q} />
      </SearchGroup>
      <SearchGroup
        id="search-posts"
        title="게시글"
        {...counts(data.boardPosts)}
        extraLinks={<BoardMoreLinks data={data} q={q} />}
      >
        <PostHits rows={data.boardPosts.items} q={q} />
      </SearchGroup>
      <SearchGroup id="search-decks" title="덱 레시피" {...counts(data.decks)} moreHref={deckListHref(q)}>
        <DeckHits rows={data.decks.items} q={q} />
      </SearchGroup>
      <SearchGroup
        id="search-trade"
        title="카드거래"
        {...counts(data.tradePosts)}
        moreHref={tradeListHref(q)}
      >
        <TradeHits rows={data.tradePosts.items} q={q} />
      </SearchGroup>
      <SearchGroup id="search-members" title="회원" {...counts(data.members)}>
        <MemberHits rows={data.members.items} q={q} />
      </SearchGroup>
    </Stack>
  );
}

const counts = (group: { total: number; capped: boolean }) => ({ total: group.total, capped: group.capped });

/** The groups with their counts at the top, as portals summarise a search before its sections. */
function JumpLinks({ data }: { data: UnifiedSearchResult }) {
  return (
    <Group component="nav" aria-label="검색 결과 바로가기" gap="md">
      {GROUPS.map((g) => (
        <Anchor
          key={g.id}
          href={`#${g.id}`}
          size="sm"
          c="dark"
          onClick={(e) => {
            // Scrolled here rather than by the address, so the router does not take it for a navigation.
            e.preventDefault();
            document.getElementById(g.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        >
          {g.title}{' '}
          <Text span c="indigo.7" fw={700} inherit>
            {countLabel(data[g.key].total, data[g.key].capped)}
          </Text>
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * Posts come from many boards, and each board has its own list: '더보기' is offered per board of the
 * hits, that board's list searched by title for the same word.
 */
function BoardMoreLinks({ data, q }: { data: UnifiedSearchResult; q: string }) {
  const boards = [
    ...new Map(
      data.boardPosts.items.map((p) => [p.board_name, { group: p.board_group, name: p.board_name }]),
    ).values(),
  ];
  return (
    <Group gap="sm" justify="flex-end">
      {boards.map((board) => (
        <Anchor key={board.name} component={Link} to={boardSearchHref(board, q)} size="sm">
          {board.name}에서 더보기
        </Anchor>
      ))}
    </Group>
  );
}
