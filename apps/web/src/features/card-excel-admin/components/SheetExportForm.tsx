import { useState } from 'react';
import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExcelFilters } from '@carddogam/contract/calls/card-excel';
import type { Nation } from '@carddogam/contract/constants';
import { showSuccess } from '../../../lib/toast';
import { useSheetDownload } from '../api/card-excel-mutations';

const SUPERTYPE_OPTIONS = [
  { value: '', label: '전체' },
  { value: 'Pokémon', label: '포켓몬' },
  { value: 'Trainer', label: '트레이너스' },
  { value: 'Energy', label: '에너지' },
];

/** The filters of an export and 엑셀 내려받기, for the edition chosen above. */
export function SheetExportForm({ nation }: { nation: Nation }) {
  const [setName, setSetName] = useState('');
  const [supertype, setSupertype] = useState('');
  const [text, setText] = useState('');
  const [krMissing, setKrMissing] = useState(false);
  const download = useSheetDownload();
  const filters: ExcelFilters = {
    nation,
    set_name: setName.trim(),
    supertype: supertype as ExcelFilters['supertype'],
    text: text.trim(),
    kr_missing: krMissing,
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="세트 이름"
        description="그 판의 세트 이름, 또는 영어 세트 이름"
        size="xs"
        w={220}
        value={setName}
        onChange={(e) => setSetName(e.currentTarget.value)}
      />
      <Select
        label="슈퍼속성"
        size="xs"
        w={130}
        data={SUPERTYPE_OPTIONS}
        value={supertype}
        allowDeselect={false}
        onChange={(value) => setSupertype(value ?? '')}
      />
      <TextInput
        label="이름 검색"
        size="xs"
        w={180}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Checkbox
        label="한글 기록 없는 카드만"
        size="xs"
        checked={krMissing}
        onChange={(e) => setKrMissing(e.currentTarget.checked)}
      />
      <Button
        size="xs"
        leftSection={<IconDownload size={14} />}
        loading={download.isPending}
        onClick={() =>
          download.mutate(filters, {
            onSuccess: (fileName) => showSuccess(`${fileName} 파일을 내려받았습니다.`),
          })
        }
      >
        엑셀 내려받기
      </Button>
    </Group>
  );
}
