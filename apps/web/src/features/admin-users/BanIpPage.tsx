import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/QueryState';
import { ipBanListQuery } from './api/admin-user-queries';
import { AdminUserLayout } from './components/AdminUserLayout';
import { IpBanForm } from './components/IpBanForm';
import { IpBanTable } from './components/IpBanTable';
import { useIpBanMutations } from './api/ip-ban-mutations';

function IpBans() {
  const list = useQuery(ipBanListQuery);
  const { add, remove } = useIpBanMutations();
  return (
    <Stack gap="md">
      <IpBanForm add={add} />
      {list.data ? (
        <IpBanTable bans={list.data} onRemove={(ip) => remove.mutate(ip)} />
      ) : (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      )}
    </Stack>
  );
}

/** /admin/user/ban_ip: a banned IP sees only the blocking message (§2.1, §8). */
export default function BanIpPage() {
  return <AdminUserLayout title="아이피 차단">{() => <IpBans />}</AdminUserLayout>;
}
