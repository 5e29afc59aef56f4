import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../lib/error-message';

/** Loading and failure of a page's main query, so each page only draws its data. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }
  return (
    <Stack align="flex-start">
      <Alert color="red" role="alert" w="100%">
        {errorMessage(error)}
      </Alert>
      <Button variant="default" onClick={onRetry}>
        다시 시도
      </Button>
    </Stack>
  );
}
