import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_STATUSES,
  type InquiryCategory,
  type InquiryStatus,
} from '@carddogam/contract/calls/contact';
import type { AdminInquiryFilter } from '../api/keys';

const ALL = '전체';
type Filter = Omit<AdminInquiryFilter, 'page'>;

/** Status tabs, the category and a text search (title, content, nickname or a guest's e-mail). */
export function AdminInquiryFilters({
  filter,
  onChange,
}: {
  filter: Filter;
  onChange: (next: Filter) => void;
}) {
  const [text, setText] = useState(filter.q);
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label="답변 상태"
        data={[ALL, ...INQUIRY_STATUSES]}
        value={filter.status ?? ALL}
        onChange={(value) => onChange({ ...filter, status: value === ALL ? null : (value as InquiryStatus) })}
      />
      <Select
        aria-label="문의 유형"
        data={[ALL, ...INQUIRY_CATEGORIES]}
        value={filter.category ?? ALL}
        onChange={(value) =>
          onChange({ ...filter, category: !value || value === ALL ? null : (value as InquiryCategory) })
        }
        allowDeselect={false}
        w={130}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filter, q: text.trim() });
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label="문의 검색"
            placeholder="제목, 내용, 닉네임, 이메일"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={100}
          />
          <Button type="submit" variant="light">
            검색
          </Button>
        </Group>
      </form>
    </Group>
  );
}
