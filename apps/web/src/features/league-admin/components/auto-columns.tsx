import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { RowActions } from '../../../components/admin/RowActions';
import { formatDateTime } from '../../../lib/format';
import { formatLabel, marksText, topCutText } from '../../league';
import { scheduleText, type AutoRule } from '../lib/auto-draft';

const nextText = (rule: AutoRule) => (rule.next_start ? formatDateTime(rule.next_start) : '-');

/** The columns of /admin/league/auto: each weekly rule, the next tournament it makes, 수정 and 삭제. */
export function autoColumns(actions: {
  edit: (rule: AutoRule) => void;
  remove: (rule: AutoRule) => void;
}): ColumnDef<AutoRule>[] {
  return [
    { accessorKey: 'name', header: '이름' },
    {
      id: 'schedule',
      header: '일정',
      cell: ({ row }) => scheduleText(row.original),
      meta: { label: '일정', nowrap: true, csv: scheduleText },
    },
    {
      id: 'format',
      header: '포맷',
      cell: ({ row }) => formatLabel(row.original.format),
      meta: { label: '포맷' },
    },
    {
      id: 'marks',
      header: '레귤레이션',
      cell: ({ row }) => marksText(row.original.regulation_marks),
      meta: { label: '레귤레이션', csv: (r) => marksText(r.regulation_marks) },
    },
    { accessorKey: 'max_players', header: '최대 인원' },
    {
      id: 'round_minutes',
      header: '라운드 시간',
      cell: ({ row }) => `${row.original.round_minutes}분`,
      meta: { label: '라운드 시간', nowrap: true },
    },
    {
      id: 'top_cut',
      header: '토너먼트',
      cell: ({ row }) => topCutText(row.original.top_cut),
      meta: { label: '토너먼트' },
    },
    {
      id: 'registration_hours',
      header: '접수 시작',
      cell: ({ row }) => `${row.original.registration_hours}시간 전`,
      meta: { label: '접수 시작', nowrap: true },
    },
    {
      id: 'enabled',
      header: '사용',
      cell: ({ row }) =>
        row.original.enabled ? (
          <Badge color="teal" variant="light">
            사용
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            중지
          </Badge>
        ),
      meta: { label: '사용', csv: (r) => (r.enabled ? '사용' : '중지') },
    },
    {
      id: 'next_start',
      header: '다음 대회',
      cell: ({ row }) => nextText(row.original),
      meta: { label: '다음 대회', nowrap: true, csv: nextText },
    },
    {
      id: 'manage',
      header: '관리',
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          subject={row.original.name}
          actions={[
            { label: '수정', onClick: () => actions.edit(row.original) },
            { label: '삭제', color: 'red', onClick: () => actions.remove(row.original) },
          ]}
        />
      ),
    },
  ];
}
