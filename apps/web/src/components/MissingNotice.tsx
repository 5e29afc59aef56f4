import { Alert, Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A page whose subject cannot be shown (an unknown, deleted or malformed id): why, and the way back to
 * its list. `bare` leaves out the container when the page's own frame already gives one.
 */
export function MissingNotice({
  message,
  backTo,
  backLabel,
  bare = false,
}: {
  message: string;
  backTo: string;
  backLabel: string;
  bare?: boolean;
}) {
  const notice = (
    <Stack align="flex-start">
      <Alert color="gray" role="alert" w="100%">
        {message}
      </Alert>
      <Button component={Link} to={backTo} variant="default">
        {backLabel}
      </Button>
    </Stack>
  );
  return bare ? (
    notice
  ) : (
    <Container size="sm" py="xl">
      {notice}
    </Container>
  );
}
