import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A refused standings paste: the server (or the format check) names each line on a line of its own. */
export function StandingsError({
  message,
  title = '순위표를 저장하지 못했습니다',
}: {
  message: string;
  title?: string;
}) {
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertTriangle size={18} />}>
      {message.split('\n').map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}
