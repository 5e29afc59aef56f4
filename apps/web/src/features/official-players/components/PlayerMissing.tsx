import { Alert, Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';

/** A player page that cannot show its player: an unknown or malformed id. */
export function PlayerMissing({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="gray" role="alert">
          {message}
        </Alert>
        <Button component={Link} to="/official_league/player/list" variant="default">
          선수 목록
        </Button>
      </Stack>
    </Container>
  );
}
