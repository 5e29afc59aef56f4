import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MessageBox, MessageItem } from '@carddogam/contract/calls/message';
import { MESSAGE_MSG } from '@carddogam/contract/messages';
import { ListPager } from '../../../components/ListPager';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useDeleteMessages } from '../api/message-mutations';
import { MESSAGE_PAGE_SIZE, messageListQuery } from '../api/message-queries';
import { confirmMessageDelete } from './confirm-delete';

interface MessageListProps {
  box: MessageBox;
  page: number;
  onPage: (page: number) => void;
}

/** One box: the other side, the start of the text, the time and the read state; select and delete. */
export function MessageList({ box, page, onPage }: MessageListProps) {
  const list = useQuery(messageListQuery(box, page));
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useDeleteMessages();
  const isMobile = useIsMobile();
  if (!list.data) return <QueryState error={list.error} onRetry={() => void list.refetch()} />;
  const { items, total } = list.data;
  const allSelected = items.length > 0 && items.every((m) => selected.includes(m.id));
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const confirmDelete = () =>
    confirmMessageDelete(() =>
      remove.mutate(
        { box, ids: selected },
        {
          onSuccess: () => {
            setSelected([]);
            showSuccess(MESSAGE_MSG.deleted);
          },
          onError: (e) => showError(errorMessage(e)),
        },
      ),
    );

  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {box === 'inbox' ? '받은 쪽지가 없습니다.' : '보낸 쪽지가 없습니다.'}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Checkbox
          label="전체 선택"
          checked={allSelected}
          indeterminate={!allSelected && selected.length > 0}
          onChange={() => setSelected(allSelected ? [] : items.map((m) => m.id))}
        />
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          disabled={selected.length === 0}
          loading={remove.isPending}
          onClick={confirmDelete}
        >
          선택 삭제
        </Button>
      </Group>
      {isMobile ? (
        <Stack gap="xs">
          {items.map((m) => (
            <MessageCard
              key={m.id}
              box={box}
              message={m}
              checked={selected.includes(m.id)}
              onToggle={toggle}
            />
          ))}
        </Stack>
      ) : (
        <MessageTable box={box} items={items} selected={selected} onToggle={toggle} />
      )}
      <ListPager page={page} total={total} size={MESSAGE_PAGE_SIZE} onChange={onPage} />
    </Stack>
  );
}

interface RowProps {
  box: MessageBox;
  message: MessageItem;
}

const otherSide = ({ box, message }: RowProps) => (box === 'inbox' ? message.from : message.to);

/** Unread is what the recipient has not opened: bold in the inbox, '읽지 않음' in the outbox. */
function ReadState({ box, message }: RowProps) {
  if (box === 'inbox') {
    return message.read_at ? null : (
      <Badge size="xs" color="indigo">
        새 쪽지
      </Badge>
    );
  }
  return message.read_at ? (
    <Text size="xs" c="teal.8">
      읽음 {formatDateTime(message.read_at)}
    </Text>
  ) : (
    <Text size="xs" c="dimmed">
      읽지 않음
    </Text>
  );
}

function Preview({ box, message }: RowProps) {
  const unread = box === 'inbox' && !message.read_at;
  return (
    <Anchor
      component={Link}
      to={`/mypage/message?tab=${box}&id=${message.id}`}
      fw={unread ? 700 : 400}
      c="inherit"
      lineClamp={1}
      style={{ wordBreak: 'break-all' }}
    >
      {message.trade_post && (
        <Text span c="indigo.8" size="sm">
          [거래]{' '}
        </Text>
      )}
      {message.content}
    </Anchor>
  );
}

function MessageTable({
  box,
  items,
  selected,
  onToggle,
}: {
  box: MessageBox;
  items: MessageItem[];
  selected: number[];
  onToggle: (id: number) => void;
}) {
  return (
    <Table highlightOnHover verticalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>선택</VisuallyHidden>
          </Table.Th>
          <Table.Th w={140}>{box === 'inbox' ? '보낸 사람' : '받는 사람'}</Table.Th>
          <Table.Th>내용</Table.Th>
          <Table.Th w={140}>보낸 시간</Table.Th>
          <Table.Th w={150}>{box === 'inbox' ? '' : '읽음 확인'}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>
              <Checkbox
                aria-label={`${otherSide({ box, message: m }).nickname}의 쪽지 선택`}
                checked={selected.includes(m.id)}
                onChange={() => onToggle(m.id)}
              />
            </Table.Td>
            <Table.Td>
              <Text size="sm" truncate>
                {otherSide({ box, message: m }).nickname}
              </Text>
            </Table.Td>
            <Table.Td>
              <Preview box={box} message={m} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(m.created)}</Text>
            </Table.Td>
            <Table.Td>
              <ReadState box={box} message={m} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function MessageCard({
  box,
  message,
  checked,
  onToggle,
}: RowProps & { checked: boolean; onToggle: (id: number) => void }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          aria-label={`${otherSide({ box, message }).nickname}의 쪽지 선택`}
          checked={checked}
          onChange={() => onToggle(message.id)}
          mt={2}
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {otherSide({ box, message }).nickname}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDateTime(message.created)}
            </Text>
          </Group>
          <Preview box={box} message={message} />
          <ReadState box={box} message={message} />
        </Stack>
      </Group>
    </Paper>
  );
}
