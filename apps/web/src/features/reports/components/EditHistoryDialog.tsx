import { useState } from 'react';
import { Center, Group, Loader, Pagination, ScrollArea, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@carddogam/contract/messages';
import { formatDate } from '../../../lib/format';
import { editHistoryQuery } from '../api/info-sources';
import { editTypeLabel, HISTORY_PAGE_SIZES, historyPage, type HistoryPageSize } from '../lib/edit-history';
import { HistoryPerson } from './HistoryPerson';
import { AppDialog } from '../../../components/AppDialog';

const SIZE_OPTIONS = HISTORY_PAGE_SIZES.map((s) => ({ value: s, label: s === 'all' ? '전체' : `${s}개씩` }));

interface EditHistoryDialogProps {
  cardId: string;
  opened: boolean;
  onClose: () => void;
}

/** 수정내역 (§2.9): who provided and who applied each change of the card, with page sizes 10/20/100/all. */
export function EditHistoryDialog({ cardId, opened, onClose }: EditHistoryDialogProps) {
  const history = useQuery({ ...editHistoryQuery(cardId), enabled: opened });
  const [size, setSize] = useState<HistoryPageSize>('10');
  const [page, setPage] = useState(1);
  const { rows, pages } = historyPage(history.data ?? [], size, page);

  return (
    <AppDialog opened={opened} onClose={onClose} title="수정내역" size="xl" centered>
      {history.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label="수정내역 불러오는 중" />
        </Center>
      )}
      {history.isError && <Text c="red">{history.error.message}</Text>}
      {history.data && history.data.length === 0 && (
        <Text ta="center" c="dimmed" py="md">
          {MSG.editHistoryEmpty}
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <ScrollArea>
            <Table striped miw={640} aria-label="수정내역">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>구분</Table.Th>
                  <Table.Th>국가</Table.Th>
                  <Table.Th>제공자</Table.Th>
                  <Table.Th>수정자</Table.Th>
                  <Table.Th>메모</Table.Th>
                  <Table.Th>날짜</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{editTypeLabel(entry.provide_type)}</Table.Td>
                    <Table.Td>{entry.card_nation}</Table.Td>
                    <Table.Td>
                      <HistoryPerson nickname={entry.provider_nickname} userId={entry.provider} />
                    </Table.Td>
                    <Table.Td>
                      <HistoryPerson nickname={entry.updater_nickname} userId={entry.updater} />
                    </Table.Td>
                    <Table.Td>{entry.memo}</Table.Td>
                    <Table.Td>{formatDate(entry.created)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Group justify="space-between" mt="sm">
            <Select
              aria-label="페이지당 개수"
              data={SIZE_OPTIONS}
              value={size}
              onChange={(value) => {
                setSize((value ?? '10') as HistoryPageSize);
                setPage(1);
              }}
              w={110}
              allowDeselect={false}
            />
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
          </Group>
        </>
      )}
    </AppDialog>
  );
}
