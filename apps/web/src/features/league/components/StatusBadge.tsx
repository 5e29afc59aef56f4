import { Badge } from '@mantine/core';
import { TOURNAMENT_STATUS_LABEL, type TournamentStatus } from '@carddogam/contract/calls/league';

const COLORS: Record<TournamentStatus, string> = {
  registration: 'blue',
  swiss: 'teal',
  top_cut: 'grape',
  finished: 'gray',
  cancelled: 'red',
};

export function StatusBadge({ status }: { status: TournamentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {TOURNAMENT_STATUS_LABEL[status]}
    </Badge>
  );
}
