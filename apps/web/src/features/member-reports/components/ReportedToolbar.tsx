import { useState } from 'react';
import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReportedFilter } from '../hooks/use-reported-params';

interface ReportedToolbarProps {
  filter: ReportedFilter;
  q: string;
  onFilter: (filter: ReportedFilter) => void;
  onSearch: (q: string) => void;
}

/** 대기 중 / 전체, and the nickname search. */
export function ReportedToolbar({ filter, q, onFilter, onSearch }: ReportedToolbarProps) {
  const [text, setText] = useState(q);
  return (
    <Group gap="xs" wrap="wrap">
      <SegmentedControl
        size="xs"
        value={filter}
        onChange={(value) => onFilter(value as ReportedFilter)}
        data={[
          { label: '대기 중', value: 'waiting' },
          { label: '전체', value: 'all' },
        ]}
        aria-label="신고 상태"
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text);
        }}
      >
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            placeholder="닉네임 검색"
            aria-label="닉네임 검색"
            maxLength={40}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button size="xs" type="submit" variant="default" leftSection={<IconSearch size={14} />}>
            검색
          </Button>
        </Group>
      </form>
    </Group>
  );
}
