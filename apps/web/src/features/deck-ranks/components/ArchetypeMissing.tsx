import { Alert, Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';

/** An archetype page that cannot show its deck: an unknown or malformed id. */
export function ArchetypeMissing({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="gray" role="alert">
          {message}
        </Alert>
        <Button component={Link} to="/official_league/deck_rank/list" variant="default">
          덱 순위 목록
        </Button>
      </Stack>
    </Container>
  );
}
