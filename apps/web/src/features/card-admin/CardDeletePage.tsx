import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DeleteCandidate } from '@carddogam/contract/calls/card-admin-catalogue';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { AppDialog } from '../../components/AppDialog';
import { TitledSection } from '../../components/TitledSection';
import { CardAdminLayout } from '../card-edit';
import { useDeleteCard, useUndoDelete } from './api/card-admin-mutations';
import { DELETED_PAGE_SIZE, deleteFindQuery, deletedCardsQuery } from './api/card-admin-queries';
import { candidateColumns, deletedColumns } from './components/delete-columns';

/**
 * /admin/card/delete (관리자): find a card, see what hangs on it and delete it; reviews, trades and decks
 * keep their rows. Deleted cards come back with 되돌리기 for 7 days.
 */
export default function CardDeletePage() {
  return (
    <CardAdminLayout title="카드 삭제" access="admin">
      {() => <DeleteScreen />}
    </CardAdminLayout>
  );
}

const cardIdOf = (c: { id: string }) => c.id;

function DeleteScreen() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<DeleteCandidate | null>(null);
  const found = useQuery(deleteFindQuery(query));
  const deleted = useQuery(deletedCardsQuery(page));
  const undo = useUndoDelete();
  const candidates = useMemo(() => candidateColumns(setDeleting), []);
  const deletedList = useMemo(() => deletedColumns((card) => undo.mutate(card.id)), [undo]);

  return (
    <Stack gap="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(input.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="카드 ID 또는 이름"
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            w={260}
          />
          <Button type="submit">찾기</Button>
        </Group>
      </form>
      {query ? (
        <AdminTable
          label="찾은 카드"
          columns={candidates}
          getRowId={cardIdOf}
          data={found.data}
          loading={found.isFetching}
          error={found.error}
          onRetry={() => void found.refetch()}
          minWidth={1100}
          emptyText="해당하는 카드가 없습니다"
        />
      ) : null}
      <TitledSection id="deleted-cards" title="삭제된 카드">
        <AdminTable
          label="삭제된 카드"
          columns={deletedList}
          getRowId={cardIdOf}
          {...pagedTableProps(deleted, { page, pageSize: DELETED_PAGE_SIZE, onPageChange: setPage })}
          emptyText="삭제된 카드가 없습니다"
        />
      </TitledSection>
      {deleting && <DeleteDialog card={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

function DeleteDialog({ card, onClose }: { card: DeleteCandidate; onClose: () => void }) {
  const [memo, setMemo] = useState('');
  const remove = useDeleteCard();
  const kept = Object.values(card.impact).reduce((sum, n) => sum + n, 0);
  return (
    <AppDialog opened onClose={onClose} title="카드 삭제">
      <Stack gap="sm">
        <Text>
          {card.name_kr ?? card.name_en} ({card.id}) 카드를 삭제합니다. 검색과 카드 페이지에서 사라지며, 7일
          안에 되돌릴 수 있습니다.
        </Text>
        {kept > 0 ? (
          <Text size="sm" c="dimmed">
            이 카드에 연결된 기록 {kept}건(리뷰, 시세, 거래, 덱, 컬렉션, 수정 내역)은 그대로 남습니다.
          </Text>
        ) : null}
        <TextInput
          label="메모"
          value={memo}
          onChange={(e) => setMemo(e.currentTarget.value)}
          maxLength={500}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: card.id, memo }, { onSuccess: onClose })}
          >
            삭제
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
