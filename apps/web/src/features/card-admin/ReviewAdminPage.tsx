import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { REVIEW_ADMIN_STATUSES, type ReviewAdminRow } from '@carddogam/contract/calls/card-admin-catalogue';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { CardAdminLayout } from '../card-edit';
import { useReviewAction } from './api/card-admin-mutations';
import { REVIEW_PAGE_SIZE, reviewsQuery } from './api/card-admin-queries';
import type { ReviewAdminFilter } from './api/keys';
import { reviewColumns, type ReviewAction } from './components/review-columns';

/** /admin/card/review (관리자): every review, blinded, shown again or deleted one by one or in bulk. */
export default function ReviewAdminPage() {
  return (
    <CardAdminLayout title="리뷰 관리" access="admin">
      {() => <ReviewScreen />}
    </CardAdminLayout>
  );
}

const FIRST: ReviewAdminFilter = {
  page: 1,
  size: REVIEW_PAGE_SIZE,
  card: '',
  member: '',
  status: null,
  text: '',
};
const ALL = 'all';
const rowId = (r: ReviewAdminRow) => String(r.id);
const rowLabel = (r: ReviewAdminRow) => `리뷰 ${r.id}`;
const CONFIRM_DELETE = '리뷰를 삭제할까요? 작성자가 받은 포인트도 회수됩니다.';

function ReviewScreen() {
  const [filter, setFilter] = useState<ReviewAdminFilter>(FIRST);
  const [inputs, setInputs] = useState({ card: '', member: '', text: '' });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const list = useQuery(reviewsQuery(filter));
  const { mutate, isPending } = useReviewAction();
  const run = useCallback(
    (ids: number[], what: ReviewAction) => {
      const go = () => mutate({ ids, action: what }, { onSuccess: () => setSelection({}) });
      if (what !== 'delete') return go();
      // Deleting takes the writer's points back and cannot be undone: asked first.
      modals.openConfirmModal({
        title: '리뷰 삭제',
        children: <Text size="sm">{CONFIRM_DELETE}</Text>,
        labels: { confirm: '삭제', cancel: '취소' },
        confirmProps: { color: 'red' },
        onConfirm: go,
      });
    },
    [mutate],
  );
  const columns = useMemo(() => reviewColumns((review, what) => run([review.id], what)), [run]);
  const change = (next: Partial<ReviewAdminFilter>) => {
    setSelection({});
    setFilter((old) => ({ ...old, page: 1, ...next }));
  };
  const field = (key: keyof typeof inputs, label: string) => (
    <TextInput
      label={label}
      value={inputs[key]}
      onChange={(e) => setInputs({ ...inputs, [key]: e.currentTarget.value })}
      w={180}
    />
  );

  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          change({ card: inputs.card.trim(), member: inputs.member.trim(), text: inputs.text.trim() });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          {field('card', '카드 ID 또는 이름')}
          {field('member', '회원 아이디 또는 닉네임')}
          {field('text', '내용')}
          <Select
            label="상태"
            w={120}
            data={[ALL, ...REVIEW_ADMIN_STATUSES].map((s) => ({ value: s, label: s === ALL ? '전체' : s }))}
            value={filter.status ?? ALL}
            onChange={(v) => change({ status: !v || v === ALL ? null : (v as ReviewAdminFilter['status']) })}
            allowDeselect={false}
          />
          <Button type="submit" variant="default">
            검색
          </Button>
        </Group>
      </form>
      <AdminTable
        label="리뷰 목록"
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: REVIEW_PAGE_SIZE,
          onPageChange: (page) => {
            setSelection({});
            setFilter((old) => ({ ...old, page }));
          },
        })}
        selection={{ state: selection, onChange: setSelection }}
        bulkActions={(selected) => {
          const ids = selected.map((r) => r.id);
          return (
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => run(ids, 'blind')} loading={isPending}>
                선택 블라인드
              </Button>
              <Button size="xs" variant="light" onClick={() => run(ids, 'unblind')} loading={isPending}>
                선택 블라인드 해제
              </Button>
              <Button size="xs" color="red" onClick={() => run(ids, 'delete')} loading={isPending}>
                선택 삭제
              </Button>
            </Group>
          );
        }}
        minWidth={1300}
        emptyText="조건에 맞는 리뷰가 없습니다"
      />
    </Stack>
  );
}
