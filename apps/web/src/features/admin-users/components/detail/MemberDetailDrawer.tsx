import { Divider, Drawer, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/QueryState';
import { memberDetailQuery } from '../../api/admin-user-queries';
import { ActivitySections } from './ActivitySections';
import { MemberProfile } from './MemberProfile';
import { RecordSections } from './RecordSections';

/** One member's profile and the latest of everything they did or had done to them, over the list. */
export function MemberDetailDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title="회원 상세"
      styles={{ title: { fontWeight: 700 } }}
    >
      {userId !== null && <MemberDetailBody userId={userId} />}
    </Drawer>
  );
}

function MemberDetailBody({ userId }: { userId: string }) {
  const detail = useQuery(memberDetailQuery(userId));
  if (!detail.data) return <QueryState error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <Stack gap="lg">
      <MemberProfile user={detail.data.user} />
      <Divider />
      <ActivitySections detail={detail.data} />
      <RecordSections detail={detail.data} />
    </Stack>
  );
}
