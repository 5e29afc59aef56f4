import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { formatDateTime } from '../../../lib/format';
import { ApplyForm } from './ApplyForm';

type Application = NonNullable<CallResult<typeof leagueCalls.me>['application']>;

const STATUS_COLOR: Record<Application['status'], string> = { 접수: 'blue', 승인: 'teal', 거절: 'red' };

/**
 * The member's player application: approved, waiting for staff, or none (or refused) with the form to
 * apply (again).
 */
export function ApplicationPanel({ application }: { application: Application | null }) {
  const live = application && application.status !== '거절';
  return (
    <Stack gap="sm">
      {application && (
        <Stack gap={4} aria-label="내 참가 신청" role="group">
          <Group gap="xs">
            <Badge color={STATUS_COLOR[application.status]} variant="light">
              {application.status === '접수' ? '승인 대기' : application.status}
            </Badge>
            <Text size="sm" fw={600}>
              {application.ptcgl_name}
            </Text>
            <Text size="sm" c="dimmed" ff="monospace">
              {application.ptcgl_uid}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            신청 {formatDateTime(application.created)}
            {application.handled_at && ` · 처리 ${formatDateTime(application.handled_at)}`}
          </Text>
        </Stack>
      )}
      {application?.status === '승인' && (
        <Text size="sm">승인된 리그 플레이어입니다. 접수 중인 대회에 덱 리스트를 붙여넣어 참가하세요.</Text>
      )}
      {application?.status === '접수' && (
        <Text size="sm">운영진이 확인 중입니다. 승인되면 대회에 참가할 수 있습니다.</Text>
      )}
      {application?.status === '거절' && (
        <Alert color="orange" title="신청이 거절되었습니다">
          {application.memo ? `사유: ${application.memo}. ` : ''}정보를 확인한 뒤 다시 신청할 수 있습니다.
        </Alert>
      )}
      {!live && <ApplyForm />}
    </Stack>
  );
}
