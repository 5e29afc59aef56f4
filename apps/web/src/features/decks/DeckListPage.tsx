import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DECK_PAGE_SIZE } from '@carddogam/contract/calls/decks';
import { MSG } from '@carddogam/contract/messages';
import { useSession } from '../../lib/session';
import { DeckNotices } from '../search-deck-admin';
import { deckListQuery } from './api/deck-queries';
import { DeckItemCard } from './components/DeckItemCard';
import { DeckSearchForm } from './components/DeckSearchForm';
import { deckListParams, parseDeckListParams, type DeckListState } from './lib/deck-search-url';

/** /deck/list: the deck recipes, searched and sorted, a page at a time. */
export default function DeckListPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const state = parseDeckListParams(params);
  const { page, ...search } = state;
  const list = useQuery(deckListQuery(search, page));
  const apply = (next: DeckListState) => setParams(deckListParams(next));
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / DECK_PAGE_SIZE));

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            덱 레시피
          </Title>
          {user && (
            <Button component={Link} to="/deck/write">
              덱 작성
            </Button>
          )}
        </Group>
        <DeckNotices />
        <DeckSearchForm key={params.toString()} state={state} onSearch={apply} />
        {list.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : list.isError ? (
          <Text c="red">{list.error.message}</Text>
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {MSG.noSearchResults}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              총 {list.data.total}개
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.data.items.map((item) => (
                <DeckItemCard key={item.id} item={item} />
              ))}
            </SimpleGrid>
            <Center>
              <Pagination total={pages} value={page} onChange={(p) => apply({ ...state, page: p })} />
            </Center>
          </>
        )}
      </Stack>
    </Container>
  );
}
