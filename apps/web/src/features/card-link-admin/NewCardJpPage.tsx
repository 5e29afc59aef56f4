import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  PROPOSAL_STATUSES,
  type LinkProposalRow,
  type ProposalStatus,
} from '@carddogam/contract/calls/card-links';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import type { SessionUser } from '../../lib/session';
import { CardAdminLayout } from '../card-edit';
import { proposalsQuery } from './api/card-link-queries';
import { useConfirmProposal, useFindProposals, useRejectProposal } from './api/card-link-mutations';
import { EvidenceList } from './components/EvidenceList';
import { LinkedCardCell } from './components/LinkedCardCell';
import { RunsSelect } from './components/RunsSelect';

const PAGE_SIZE = 20;

/** /admin/card/new_card_jp: Japanese prints of their own and the English cards proposed for them. */
export default function NewCardJpPage() {
  return (
    <CardAdminLayout title="신규 일본 카드">{(user) => <NewCardJpScreen user={user} />}</CardAdminLayout>
  );
}

function NewCardJpScreen({ user }: { user: SessionUser }) {
  const [status, setStatus] = useState<ProposalStatus>('대기');
  const [onlyNew, setOnlyNew] = useState(false);
  const [runs, setRuns] = useState(1);
  const [page, setPage] = useState(1);
  const list = useQuery(proposalsQuery({ status, only_new: onlyNew, runs, page, size: PAGE_SIZE }));
  const find = useFindProposals();
  const confirm = useConfirmProposal();
  const reject = useRejectProposal();
  const busy = confirm.isPending || reject.isPending;

  const columns: ColumnDef<LinkProposalRow>[] = [
    { id: 'from', header: '일본 카드', cell: ({ row }) => <LinkedCardCell card={row.original.from} /> },
    { id: 'to', header: '영어 카드', cell: ({ row }) => <LinkedCardCell card={row.original.to} /> },
    { id: 'evidence', header: '근거', cell: ({ row }) => <EvidenceList evidence={row.original.evidence} /> },
    {
      id: 'score',
      header: '일치율',
      accessorFn: (r) => `${Math.round(r.score * 100)}%`,
    },
    { id: 'status', header: '상태', cell: ({ row }) => <Badge>{row.original.status}</Badge> },
    {
      id: 'actions',
      header: '처리',
      enableHiding: false,
      cell: ({ row }) =>
        row.original.status === '대기' ? (
          <Group gap="xs" wrap="nowrap">
            {user.type === '관리자' ? (
              <Button
                size="xs"
                disabled={busy}
                aria-label={`${row.original.from.id} 연결 확정`}
                onClick={() => confirm.mutate(row.original.id)}
              >
                확정
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              aria-label={`${row.original.from.id} 연결 거절`}
              onClick={() => reject.mutate(row.original.id)}
            >
              거절
            </Button>
          </Group>
        ) : (
          row.original.decided_by
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <Select
          label="상태"
          data={[...PROPOSAL_STATUSES]}
          value={status}
          onChange={(v) => {
            setStatus((v ?? '대기') as ProposalStatus);
            setPage(1);
          }}
          allowDeselect={false}
          w={120}
        />
        <Checkbox
          label="신규 카드만"
          checked={onlyNew}
          onChange={(e) => {
            setOnlyNew(e.currentTarget.checked);
            setPage(1);
          }}
        />
        {onlyNew ? <RunsSelect value={runs} onChange={setRuns} /> : null}
        <Button variant="light" loading={find.isPending} onClick={() => find.mutate(undefined)}>
          제안 다시 찾기
        </Button>
      </Group>
      <AdminTable
        label="영어 카드 연결 제안"
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText="연결 제안이 없습니다"
        minWidth={1000}
        {...pagedTableProps(list, { page, pageSize: PAGE_SIZE, onPageChange: setPage })}
      />
    </Stack>
  );
}
