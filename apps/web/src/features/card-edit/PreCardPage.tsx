import { useState } from 'react';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CARD_EDIT_MSG } from '@carddogam/contract/calls/card-edit';
import { SUPERTYPES } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { formatDateTime } from '../../lib/format';
import type { SessionUser } from '../../lib/session';
import { showError, showSuccess } from '../../lib/toast';
import { usePreCardInsert } from './api/card-edit-mutations';
import { preCardListQuery } from './api/card-edit-queries';
import { CardAdminLayout } from './components/CardAdminLayout';
import { CardEditDialog } from './components/CardEditDialog';

const PAGE_SIZE = 30;

/** /admin/card/pre_card: cards entered before their English print exists (§2.10), added and edited by staff. */
export default function PreCardPage() {
  return <CardAdminLayout title="선입력 카드">{(user) => <PreCards user={user} />}</CardAdminLayout>;
}

function AddPreCardForm() {
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [supertype, setSupertype] = useState<string | null>('Pokémon');
  const add = usePreCardInsert({
    onSuccess: () => {
      showSuccess(CARD_EDIT_MSG.preCardAdded);
      setId('');
      setName('');
    },
  });
  const submit = () => {
    if (!id.trim()) return showError(MSG.editIdRequired);
    if (!name.trim()) return showError(MSG.editNameRequired);
    if (!supertype) return showError(MSG.editSupertypeRequired);
    add.mutate({ id: id.trim(), name: name.trim(), supertype: supertype as 'Pokémon' });
  };
  return (
    <Group align="flex-end" gap="xs">
      <TextInput label="카드 ID" size="xs" value={id} onChange={(e) => setId(e.currentTarget.value)} />
      <TextInput label="영어이름" size="xs" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select
        label="슈퍼속성"
        size="xs"
        w={130}
        data={[...SUPERTYPES]}
        value={supertype}
        onChange={setSupertype}
      />
      <Button size="xs" onClick={submit} loading={add.isPending}>
        추가
      </Button>
    </Group>
  );
}

function PreCards({ user }: { user: SessionUser }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const query = useQuery(preCardListQuery(page));
  const data = query.data;
  return (
    <Stack gap="md">
      <AddPreCardForm />
      {!data ? (
        <Center py="xl">
          {query.error ? <Text c="red">{String(query.error.message)}</Text> : <Loader size="sm" />}
        </Center>
      ) : (
        <>
          <Text size="sm">선입력 카드 {data.total}장</Text>
          <Table striped data-testid="pre-card-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>카드 ID</Table.Th>
                <Table.Th>영어이름</Table.Th>
                <Table.Th>한글이름</Table.Th>
                <Table.Th>일어이름</Table.Th>
                <Table.Th>등록일</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/card/detail?id=${encodeURIComponent(row.id)}`}>
                      {row.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.name_kr ?? '-'}</Table.Td>
                  <Table.Td>{row.name_jp ?? '-'}</Table.Td>
                  <Table.Td>{formatDateTime(row.created)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="light" onClick={() => setEditing(row.id)}>
                      수정
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.total > PAGE_SIZE && (
            <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
          )}
        </>
      )}
      {editing && (
        <CardEditDialog
          cardId={editing}
          type="whole"
          initialNation="kr"
          userType={user.type}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
