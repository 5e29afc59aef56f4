import { useState } from 'react';
import {
  Alert,
  Anchor,
  Center,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { COLLECTION_MSG } from '@carddogam/contract/calls/collections';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { useSession } from '../../lib/session';
import { challengeReadQuery } from './api/collection-queries';
import { CollectionCardTile } from './components/CollectionCardTile';
import { CollectionLayout } from './components/CollectionLayout';
import { SetProgressBar } from './components/SetProgressBar';
import { editionFrom } from './lib/edition-param';
import { filterChecklist, type ChecklistView } from './lib/set-filter';

const VIEWS = [
  { value: 'all', label: '전체' },
  { value: 'owned', label: '보유' },
  { value: 'missing', label: '미보유' },
];

/**
 * /collection/challengebook/read?set=&nation=: every card of one set in number order, owned cards in
 * colour and missing ones greyed, under the set's progress bar.
 */
export default function ChallengeBookReadPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const nation = editionFrom(params.get('nation'));
  const setName = params.get('set')?.trim() ?? '';
  const [view, setView] = useState<ChecklistView>('all');
  const query = useQuery({
    ...challengeReadQuery(nation, setName, user?.user_id ?? null),
    enabled: setName !== '',
  });
  const book = query.data;

  return (
    <CollectionLayout
      title={setName || '챌린지북'}
      description={
        book ? [NATION_LABEL[nation], book.series].filter(Boolean).join(' · ') : NATION_LABEL[nation]
      }
    >
      <Anchor component={Link} to={`/collection/challengebook/list?nation=${nation}`} size="sm">
        ← 챌린지북 목록
      </Anchor>
      {!setName && <Alert color="yellow">{COLLECTION_MSG.setRequired}</Alert>}
      {query.error && <Alert color="red">{query.error.message}</Alert>}
      {setName && query.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {book && (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <SetProgressBar owned={book.owned} total={book.total} label={book.set_name} />
            {!user && (
              <Text size="xs" c="dimmed" mt={6}>
                로그인하면 내 보유 현황이 표시됩니다.
              </Text>
            )}
          </Paper>
          <SegmentedControl
            aria-label="보기"
            data={VIEWS}
            value={view}
            onChange={(next) => setView(next as ChecklistView)}
            style={{ alignSelf: 'flex-start' }}
          />
          <SimpleGrid cols={{ base: 3, sm: 5, md: 6 }} spacing="xs">
            {filterChecklist(book.cards, view).map((card) => (
              <CollectionCardTile key={card.card_id} card={card} missing={card.amount === 0} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </CollectionLayout>
  );
}
