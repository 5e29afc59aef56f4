import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Nation } from '@carddogam/contract/constants';
import { NOT_RELEASED, noDataNotice } from '@carddogam/contract/messages';
import type { EditionState } from '../lib/edition-view';

export interface EditionNoticeProps {
  nation: Nation;
  state: EditionState;
  /** The unconfirmed Korean name, shown beside the Korean no-data notice. */
  suggestion?: string | null;
}

/** The no-data notice of a missing edition record, or the not-released notice (§2.4, §4). */
export function EditionNotice({ nation, state, suggestion }: EditionNoticeProps) {
  if (state === 'available') return null;
  if (state === 'notReleased') {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-notice="not-released">
        {NOT_RELEASED[nation]}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-notice="no-data">
      <Stack gap={6}>
        <Text size="sm">{noDataNotice(nation)}</Text>
        {nation === 'kr' && suggestion && (
          <Group gap={6}>
            <Badge color="orange" variant="outline" size="sm">
              미확인 한글 이름
            </Badge>
            <Text size="sm" fw={600}>
              {suggestion}
            </Text>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
