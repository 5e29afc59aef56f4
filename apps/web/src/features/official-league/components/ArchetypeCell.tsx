import { useState } from 'react';
import { ActionIcon, Anchor, Group, Loader, Select, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StandingView } from '@carddogam/contract/calls/official-league';
import { DECK_RANK_MSG } from '@carddogam/contract/messages';
import { showError, showSuccess } from '../../../lib/toast';
import { useSetStandingArchetype } from '../api/league-mutations';
import { archetypesQuery } from '../api/league-queries';

const NONE = '';
const archetypeHref = (id: number) => `/official_league/deck_rank/detail?id=${id}`;

/**
 * A standing's archetype, linking to its deck rank page ('기타' when untagged). The event's writers get a
 * pencil that swaps in a select of the archetypes; one select at a time keeps a 500-player table light.
 */
export function ArchetypeCell({ standing, canEdit }: { standing: StandingView; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const choose = useSetStandingArchetype();
  const current = standing.archetype;

  if (editing)
    return (
      <ArchetypeSelect
        standing={standing}
        onClose={() => setEditing(false)}
        onChoose={(archetypeId) => {
          setEditing(false);
          choose.mutate(
            { standing_id: standing.id, archetype_id: archetypeId },
            { onSuccess: ({ message }) => showSuccess(message), onError: showError },
          );
        }}
      />
    );
  return (
    <Group gap={4} wrap="nowrap">
      {current ? (
        <Anchor component={Link} to={archetypeHref(current.id)}>
          {current.name_kr}
        </Anchor>
      ) : (
        <Text span c="dimmed">
          {DECK_RANK_MSG.others}
        </Text>
      )}
      {canEdit &&
        (choose.isPending ? (
          <Loader size="xs" aria-label="저장 중" />
        ) : (
          <ActionIcon
            variant="subtle"
            size="sm"
            color="gray"
            aria-label={`${standing.player.name} 덱 아키타입 변경`}
            onClick={() => setEditing(true)}
          >
            <IconPencil size={14} />
          </ActionIcon>
        ))}
    </Group>
  );
}

function ArchetypeSelect({
  standing,
  onChoose,
  onClose,
}: {
  standing: StandingView;
  onChoose: (archetypeId: number | null) => void;
  onClose: () => void;
}) {
  const archetypes = useQuery(archetypesQuery);
  const value = standing.archetype ? String(standing.archetype.id) : NONE;
  return (
    <Select
      aria-label={`${standing.player.name} 덱 아키타입`}
      size="xs"
      w={180}
      searchable
      autoFocus
      defaultDropdownOpened
      allowDeselect={false}
      nothingFoundMessage="일치하는 덱이 없습니다"
      disabled={!archetypes.data}
      data={[
        { value: NONE, label: '기타 (지정 없음)' },
        ...(archetypes.data ?? []).map((a) => ({ value: String(a.id), label: a.name_kr })),
      ]}
      value={value}
      onChange={(next) =>
        next === null || next === value ? onClose() : onChoose(next ? Number(next) : null)
      }
      onDropdownClose={onClose}
    />
  );
}
