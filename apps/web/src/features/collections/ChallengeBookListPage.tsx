import { useState } from 'react';
import { Alert, Center, Group, Loader, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useSession } from '../../lib/session';
import { challengeListQuery } from './api/collection-queries';
import { CollectionLayout } from './components/CollectionLayout';
import { EditionSwitch } from './components/EditionSwitch';
import { SetProgressList } from './components/SetProgressList';
import { useEditionParam } from './hooks/use-edition-param';
import { filterSets } from './lib/set-filter';

/** /collection/challengebook/list: every set of an edition, newest first, with the member's progress. */
export default function ChallengeBookListPage() {
  const { user } = useSession();
  const [nation, setNation] = useEditionParam();
  const [text, setText] = useState('');
  const [startedOnly, setStartedOnly] = useState(false);
  const query = useQuery(challengeListQuery(nation, user?.user_id ?? null));
  const sets = query.data ? filterSets(query.data, text, startedOnly) : [];

  return (
    <CollectionLayout
      title="챌린지북"
      description="제품별로 모든 카드를 모아 챌린지북을 완성해보세요."
      actions={<EditionSwitch value={nation} onChange={setNation} />}
    >
      <Group gap="sm" align="center">
        <TextInput
          aria-label="제품명 검색"
          placeholder="제품명 또는 시리즈"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        {user && (
          <Switch
            label="수집 중인 제품만"
            checked={startedOnly}
            onChange={(event) => setStartedOnly(event.currentTarget.checked)}
          />
        )}
      </Group>
      {!user && (
        <Text size="sm" c="dimmed">
          로그인하면 제품별 수집 현황이 표시됩니다.
        </Text>
      )}
      {query.error && <Alert color="red">{query.error.message}</Alert>}
      {query.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {query.data &&
        (sets.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            해당 조건에 맞는 제품이 없습니다.
          </Text>
        ) : (
          <SetProgressList nation={nation} sets={sets} />
        ))}
    </CollectionLayout>
  );
}
