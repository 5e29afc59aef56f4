import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { Nation } from '@carddogam/contract/constants';
import { TitledSection } from '../../components/TitledSection';
import type { SessionUser } from '../../lib/session';
import { CardAdminLayout } from '../card-edit';
import { SheetExportForm } from './components/SheetExportForm';
import { SheetImportSection } from './components/SheetImportSection';

const EDITIONS: { value: Nation; label: string }[] = [
  { value: 'kr', label: '한글' },
  { value: 'en', label: '영어' },
  { value: 'jp', label: '일본' },
];

/**
 * /admin/card/excel: one edition of a filtered set of cards out to an .xlsx sheet, edited offline, then
 * back in: a dry run shows every change per card and field, and 적용 writes them all or nothing.
 */
export default function CardExcelPage() {
  return <CardAdminLayout title="엑셀 관리">{(user) => <CardExcel user={user} />}</CardAdminLayout>;
}

function CardExcel({ user }: { user: SessionUser }) {
  // 일어알바 edit only Japanese data (§6), so they get only the jp sheet.
  const jpOnly = user.type === '일어알바';
  const [nation, setNation] = useState<Nation>(jpOnly ? 'jp' : 'kr');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          판
        </Text>
        <SegmentedControl
          aria-label="판"
          w="fit-content"
          value={nation}
          onChange={(value) => setNation(value as Nation)}
          data={EDITIONS.map((e) => ({ ...e, disabled: jpOnly && e.value !== 'jp' }))}
        />
      </Stack>
      <TitledSection id="card-excel-export" title="1. 엑셀 내려받기">
        <Text size="sm" c="dimmed" mb="xs">
          조건에 맞는 카드(최대 5,000장)를 엑셀로 내려받습니다. '안내' 시트에 열 설명이 있습니다. 빈 칸은
          바꾸지 않음으로 읽습니다.
        </Text>
        <SheetExportForm nation={nation} />
      </TitledSection>
      <TitledSection id="card-excel-import" title="2. 고친 엑셀 올리기">
        <Text size="sm" c="dimmed" mb="xs">
          미리보기로 바뀌는 항목과 오류를 확인한 뒤 적용하세요. 오류가 있는 행이 있으면 아무것도 적용되지
          않습니다.
        </Text>
        <SheetImportSection key={nation} nation={nation} />
      </TitledSection>
    </Stack>
  );
}
