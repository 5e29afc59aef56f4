import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../api/board-admin-queries';

interface BoardSelectProps {
  label: string;
  value: number | null;
  onChange: (boardId: number | null) => void;
  /** The label of "no board chosen", e.g. '전체 게시판'; without it a board must be chosen. */
  allLabel?: string;
  error?: string;
}

const ALL = 'all';

/** The boards grouped as in the menu, from the settings list every moderator may read. */
export function BoardSelect({ label, value, onChange, allLabel, error }: BoardSelectProps) {
  const { data, error: loadError } = useQuery(categoriesQuery);
  const groups = (data ?? []).map((group) => ({
    group: group.name,
    items: group.boards.map((board) => ({ value: String(board.id), label: board.name })),
  }));
  const options = allLabel ? [{ value: ALL, label: allLabel }, ...groups] : groups;
  return (
    <Select
      label={label}
      data={options.filter((option) => !('items' in option) || option.items.length > 0)}
      value={value === null ? (allLabel ? ALL : null) : String(value)}
      onChange={(next) => onChange(next === null || next === ALL ? null : Number(next))}
      allowDeselect={false}
      placeholder={data ? '게시판 선택' : '불러오는 중'}
      error={error ?? (loadError ? '게시판 목록을 불러오지 못했습니다.' : undefined)}
      searchable
      nothingFoundMessage="해당 게시판이 없습니다"
      comboboxProps={{ withinPortal: true }}
      miw={180}
    />
  );
}
