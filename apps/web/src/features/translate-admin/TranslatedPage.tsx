import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { TRANSLATE_PAGE_SIZE, type TranslatedRow } from '@carddogam/contract/calls/translate-admin';
import { AdminTable } from '../../components/admin/AdminTable';
import { pagedTableProps } from '../../components/admin/paged-table-props';
import { CardAdminLayout } from '../card-edit';
import type { TranslatedFilter } from './api/keys';
import { useProposalAction, type ProposalChoice } from './api/translate-mutations';
import { translatedQuery } from './api/translate-queries';
import { translatedColumns } from './components/translated-columns';
import { TranslatedFilters } from './components/TranslatedFilters';

/** /admin/card/translated: Korean data by source, and the bulk 확정 and 삭제 of proposals. */
export default function TranslatedPage() {
  return (
    <CardAdminLayout title="번역된 카드" access="editor">
      {() => <TranslatedScreen />}
    </CardAdminLayout>
  );
}

const FIRST: TranslatedFilter = {
  source: 'proposal',
  kind: 'name',
  origin: '전체',
  state: '미확인',
  text: '',
  page: 1,
};
const COLUMNS = translatedColumns();

/** Name proposals are chosen by card, part proposals by their id. */
function choiceOf(rows: TranslatedRow[]): ProposalChoice {
  const names = rows.filter((r) => r.key.startsWith('name:')).map((r) => r.card_id);
  const parts = rows.filter((r) => r.key.startsWith('part:')).map((r) => Number(r.key.slice(5)));
  return { names, parts };
}

function TranslatedScreen() {
  const [filter, setFilter] = useState<TranslatedFilter>(FIRST);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const list = useQuery(translatedQuery(filter));
  const confirm = useProposalAction('confirm');
  const remove = useProposalAction('delete');
  const proposals = filter.source === 'proposal';
  const done = { onSuccess: () => setSelection({}) };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        한글 데이터를 출처별로 봅니다. 제안(포켓몬 이름·한글판 사전·번역 사전)은 확정하기 전까지 검색과 카드
        페이지에 미확인으로 표시됩니다.
      </Text>
      <AdminTable
        label="번역된 카드"
        columns={COLUMNS}
        getRowId={(row) => row.key}
        rowLabel={(row) => `${row.card_id} ${row.kr}`}
        minWidth={980}
        emptyText="조건에 맞는 데이터가 없습니다"
        toolbar={
          <TranslatedFilters
            filter={filter}
            onChange={(next) => {
              setSelection({});
              setFilter({ ...next, page: 1 });
            }}
          />
        }
        selection={proposals ? { state: selection, onChange: setSelection } : undefined}
        bulkActions={(selected) =>
          proposals && (
            <>
              <Button
                size="xs"
                disabled={selected.length === 0}
                loading={confirm.isPending}
                onClick={() => confirm.mutate(choiceOf(selected), done)}
              >
                확정
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={selected.length === 0}
                loading={remove.isPending}
                onClick={() =>
                  modals.openConfirmModal({
                    title: '제안 삭제',
                    children: <Text size="sm">{`선택한 제안 ${selected.length}건을 삭제하시겠습니까?`}</Text>,
                    labels: { confirm: '삭제', cancel: '취소' },
                    confirmProps: { color: 'red' },
                    onConfirm: () => remove.mutate(choiceOf(selected), done),
                  })
                }
              >
                삭제
              </Button>
            </>
          )
        }
        {...pagedTableProps(list, {
          page: filter.page,
          pageSize: TRANSLATE_PAGE_SIZE,
          onPageChange: (page) => setFilter((old) => ({ ...old, page })),
        })}
      />
    </Stack>
  );
}
