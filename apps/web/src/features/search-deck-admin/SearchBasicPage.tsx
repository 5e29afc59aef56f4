import { useState } from 'react';
import { Button, Chip, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { searchSettingCalls as calls, type SearchDefaults } from '@carddogam/contract/calls/site-settings';
import { QueryState } from '../../components/QueryState';
import { errorMessage } from '../../lib/error-message';
import { useSettingsWrite } from './api/settings-mutations';
import { krSetNamesQuery, marksQuery, searchBasicQuery } from './api/settings-queries';
import { SettingsAdminLayout } from './components/SettingsAdminLayout';

/** /admin/search/basic: what the card search shows before the visitor searches anything (§2.19). */
export default function SearchBasicPage() {
  return (
    <SettingsAdminLayout title="기본 검색 설정" access="admin">
      {() => <BasicSettings />}
    </SettingsAdminLayout>
  );
}

function BasicSettings() {
  const basic = useQuery(searchBasicQuery);
  if (!basic.data) return <QueryState error={basic.error} onRetry={() => void basic.refetch()} />;
  return <BasicForm initial={basic.data} newest={basic.data.newest_set} />;
}

function BasicForm({ initial, newest }: { initial: SearchDefaults; newest: string | null }) {
  const sets = useQuery(krSetNamesQuery);
  const marks = useQuery(marksQuery);
  const [firstSet, setFirstSet] = useState<string | null>(initial.first_set);
  const [chosen, setChosen] = useState<string[]>(initial.regulation_marks);
  const save = useSettingsWrite(calls.basicSave, { quiet: true });

  return (
    <Stack
      gap="md"
      maw={560}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ first_set: firstSet, regulation_marks: chosen });
      }}
    >
      <Select
        label="첫 화면 제품"
        description={`비워 두면 가장 최근 한국판 제품${newest ? `('${newest}')` : ''}을 보여줍니다.`}
        placeholder="가장 최근 제품"
        data={sets.data ?? []}
        value={firstSet}
        onChange={setFirstSet}
        searchable
        clearable
        nothingFoundMessage="해당 제품이 없습니다"
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          첫 화면 레귤레이션 마크
        </Text>
        <Text size="xs" c="dimmed">
          고른 마크의 카드만 첫 화면에 보입니다. 고르지 않으면 제한하지 않습니다.
        </Text>
        <Chip.Group multiple value={chosen} onChange={setChosen}>
          <Group gap={6} role="group" aria-label="첫 화면 레귤레이션 마크">
            {(marks.data ?? []).map((m) => (
              <Chip key={m.regulation_mark} value={m.regulation_mark} size="sm">
                {m.regulation_mark}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      {save.error && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(save.error)}
        </Text>
      )}
      <Group>
        <Button type="submit" loading={save.isPending}>
          저장
        </Button>
      </Group>
    </Stack>
  );
}
