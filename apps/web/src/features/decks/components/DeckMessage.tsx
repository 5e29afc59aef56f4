import { Alert, Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';

/** A deck page that cannot show its deck: missing, private (§6) or failed. */
export function DeckMessage({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="gray" role="alert" data-testid="deck-message">
          {message}
        </Alert>
        <Button component={Link} to="/deck/list" variant="default">
          덱 레시피 목록
        </Button>
      </Stack>
    </Container>
  );
}
