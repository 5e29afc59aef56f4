import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { USER_TYPES } from '@carddogam/contract/constants';
import { ADMIN_USER_MSG } from '@carddogam/contract/calls/admin-users';
import { MAX_GRADE } from '@carddogam/contract/member-grades';
import type { UserFilters } from '../hooks/use-user-list-params';

/** Grade 0 is the new member's (§3); the others are levels. */
const GRADE_CHOICES = Array.from({ length: MAX_GRADE + 1 }, (_, grade) => ({
  value: String(grade),
  label: grade === 0 ? '0 (신규)' : String(grade),
}));

interface UserSearchBarProps {
  filters: UserFilters;
  /** The banned list has its type fixed. */
  typeFixed: boolean;
  onSearch: (filters: Partial<UserFilters>) => void;
}

/**
 * Search by part of an id, nickname or e-mail and by join days, applied with 검색; type and grade are
 * one-click choices and apply at once.
 */
export function UserSearchBar({ filters, typeFixed, onSearch }: UserSearchBarProps) {
  const [draft, setDraft] = useState({
    q: filters.q,
    joined_from: filters.joined_from,
    joined_to: filters.joined_to,
  });
  const backwards = !!draft.joined_from && !!draft.joined_to && draft.joined_from > draft.joined_to;
  const text = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });
  return (
    <form
      role="search"
      aria-label="회원 검색"
      onSubmit={(event) => {
        event.preventDefault();
        if (!backwards) onSearch(draft);
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label="검색어"
          placeholder="아이디, 닉네임 또는 이메일"
          maxLength={100}
          style={{ flex: '1 1 220px' }}
          {...text('q')}
        />
        {!typeFixed && (
          <Select
            label="회원 유형"
            placeholder="전체"
            data={[...USER_TYPES]}
            value={filters.type || null}
            onChange={(type) => onSearch({ type: type ?? '' })}
            clearable
            w={140}
          />
        )}
        <Select
          label="등급"
          placeholder="전체"
          data={GRADE_CHOICES}
          value={filters.grade || null}
          onChange={(grade) => onSearch({ grade: grade ?? '' })}
          clearable
          w={120}
        />
        <TextInput label="가입일 시작" type="date" w={160} {...text('joined_from')} />
        <TextInput
          label="가입일 끝"
          type="date"
          w={160}
          error={backwards ? ADMIN_USER_MSG.dateOrder : undefined}
          {...text('joined_to')}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          검색
        </Button>
      </Group>
    </form>
  );
}
