import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AdminTable } from '../../components/admin/AdminTable';
import { showError, showSuccess } from '../../lib/toast';
import { LeagueAdminLayout } from '../official-league-admin';
import { useDeleteAutoRule } from './api/league-admin-mutations';
import { autoRulesQuery } from './api/league-admin-queries';
import { autoColumns } from './components/auto-columns';
import { AutoRuleDialog } from './components/AutoRuleDialog';
import type { AutoRule } from './lib/auto-draft';

/**
 * /admin/league/auto (관리자): weekly rules that make the league's tournaments by themselves — weekday and
 * Korean start time, format and marks, cap, round timer, top cut, and when registration opens.
 */
export default function AutoRulePage() {
  return (
    <LeagueAdminLayout title="리그 자동 설정" access="admin">
      {() => <AutoRules />}
    </LeagueAdminLayout>
  );
}

const rowId = (rule: AutoRule) => String(rule.id);

function AutoRules() {
  const rules = useQuery(autoRulesQuery);
  const remove = useDeleteAutoRule();
  // The rule stays set while the dialog closes, so its content does not change under the animation.
  const [dialog, setDialog] = useState<{ opened: boolean; rule: AutoRule | null; key: number }>({
    opened: false,
    rule: null,
    key: 0,
  });
  const openDialog = (rule: AutoRule | null) => setDialog((d) => ({ opened: true, rule, key: d.key + 1 }));
  const columns = useMemo(
    () =>
      autoColumns({
        edit: openDialog,
        remove: (rule) =>
          modals.openConfirmModal({
            title: '자동 생성 규칙 삭제',
            children: (
              <Text size="sm">
                &apos;{rule.name}&apos; 규칙을 삭제합니다. 이미 만들어진 대회는 그대로 남습니다.
              </Text>
            ),
            labels: { confirm: '삭제', cancel: '취소' },
            confirmProps: { color: 'red' },
            onConfirm: () =>
              remove.mutate(rule.id, {
                onSuccess: ({ message }) => showSuccess(message),
                onError: showError,
              }),
          }),
      }),
    [remove],
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        규칙마다 다음 대회를 한 번씩 만듭니다. 참가 접수는 대회 시작의 지정한 시간 전에 열립니다.
      </Text>
      <AdminTable
        label="자동 생성 규칙"
        columns={columns}
        getRowId={rowId}
        data={rules.data}
        loading={rules.isFetching}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        toolbar={
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => openDialog(null)}>
            규칙 추가
          </Button>
        }
        minWidth={1100}
        emptyText="등록된 규칙이 없습니다"
      />
      <AutoRuleDialog
        key={dialog.key}
        opened={dialog.opened}
        rule={dialog.rule}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
    </Stack>
  );
}
