import { useState } from 'react';
import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import type { ExcelApplied, ExcelPreview } from '@carddogam/contract/calls/card-excel';
import type { Nation } from '@carddogam/contract/constants';
import { AdminTable } from '../../../components/admin/AdminTable';
import { showSuccess } from '../../../lib/toast';
import { useSheetApply, useSheetPreview } from '../api/card-excel-mutations';
import { changeColumns, changeRowId } from './change-columns';

const PAGE_SIZE = 100;
const ERRORS_SHOWN = 50;

/** 미리보기 (the dry run's diff, row errors above it) → 적용, for the edition chosen above. */
export function SheetImportSection({ nation }: { nation: Nation }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ExcelPreview | null>(null);
  const [applied, setApplied] = useState<ExcelApplied | null>(null);
  const [page, setPage] = useState(1);
  const previewRun = useSheetPreview((answer) => {
    setPreview(answer);
    setPage(1);
  });
  const applyRun = useSheetApply((answer) => {
    setApplied(answer);
    setPreview(null);
    showSuccess(answer.message);
  });
  const shownPreview = preview?.nation === nation ? preview : null;
  const canApply =
    !!file && !!shownPreview && shownPreview.errors.length === 0 && shownPreview.changes.length > 0;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label="고친 엑셀 파일"
          placeholder=".xlsx 파일 고르기"
          size="xs"
          w={280}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={14} />}
          clearable
          value={file}
          onChange={(next) => {
            setFile(next);
            setPreview(null);
            setApplied(null);
          }}
        />
        <Button
          size="xs"
          variant="light"
          disabled={!file}
          loading={previewRun.isPending}
          onClick={() => file && (setApplied(null), previewRun.mutate({ nation, file }))}
        >
          미리보기
        </Button>
        <Button
          size="xs"
          leftSection={<IconCheck size={14} />}
          disabled={!canApply}
          loading={applyRun.isPending}
          onClick={() => file && applyRun.mutate({ nation, file })}
        >
          적용
        </Button>
      </Group>
      {applied && (
        <Alert color="teal" title="적용했습니다">
          {applied.message}
        </Alert>
      )}
      {shownPreview && <PreviewResult preview={shownPreview} page={page} onPageChange={setPage} />}
    </Stack>
  );
}

function PreviewResult({
  preview,
  page,
  onPageChange,
}: {
  preview: ExcelPreview;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { errors, changes } = preview;
  const rows = changes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="sm">
      {errors.length > 0 && (
        <Alert color="red" title={`오류 ${errors.length}건 — 고친 뒤 다시 올려주세요`}>
          <List size="sm" spacing={2}>
            {errors.slice(0, ERRORS_SHOWN).map((error, index) => (
              <List.Item key={index}>{error.message}</List.Item>
            ))}
          </List>
          {errors.length > ERRORS_SHOWN && (
            <Text size="xs" c="dimmed" mt="xs">
              외 {errors.length - ERRORS_SHOWN}건
            </Text>
          )}
        </Alert>
      )}
      <Text size="sm" aria-live="polite">
        {preview.rows.toLocaleString('ko-KR')}행 중 {preview.cards.toLocaleString('ko-KR')}장,{' '}
        {changes.length.toLocaleString('ko-KR')}개 항목이 바뀝니다.
      </Text>
      <AdminTable
        label="엑셀 미리보기"
        columns={changeColumns}
        data={rows}
        getRowId={changeRowId}
        paging={{ page, total: changes.length, pageSize: PAGE_SIZE, onPageChange }}
        minWidth={760}
        emptyText="바뀌는 항목이 없습니다"
      />
    </Stack>
  );
}
