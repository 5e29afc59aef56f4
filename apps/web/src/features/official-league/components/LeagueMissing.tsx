import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { OFFICIAL_LEAGUE_MSG } from '@carddogam/contract/official-league/messages';
import { LeagueFrame } from './LeagueFrame';

/** An event page whose event does not exist (a wrong or deleted id). */
export function LeagueMissing({ message = OFFICIAL_LEAGUE_MSG.leagueMissing }: { message?: string }) {
  return (
    <LeagueFrame title="공식대회">
      <Stack align="flex-start">
        <Alert color="gray" role="alert" w="100%">
          {message}
        </Alert>
        <Button component={Link} to="/official_league/list" variant="default">
          공식대회 목록
        </Button>
      </Stack>
    </LeagueFrame>
  );
}
