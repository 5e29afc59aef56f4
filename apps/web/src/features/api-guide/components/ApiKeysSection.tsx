import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { ApiKeyRow } from '@carddogam/contract/calls/api-keys';
import {
  API_KEYS_PER_MEMBER,
  PUBLIC_API_ANON_PER_MINUTE,
  PUBLIC_API_KEY_PER_MINUTE,
} from '@carddogam/contract/public-api/limits';
import { loginPath } from '../../../lib/next-path';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { myApiKeysQuery, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

export const KEY_NOT_SHOWN_AGAIN = '이 키는 다시 보여드리지 않습니다. 지금 복사해 안전한 곳에 보관해주세요.';

interface Props {
  /** The key 실행해보기 sends (kept in this page only, never stored). */
  tryKey: string;
  onTryKeyChange: (key: string) => void;
}

/**
 * '내 API 키' on /policy/apiguide: a member makes, sees and revokes their keys; a new key is shown once,
 * with a copy button. A guest reads what a key is for and finds the login.
 */
export function ApiKeysSection({ tryKey, onTryKeyChange }: Props) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  return (
    <Stack gap="sm" component="section" aria-label="내 API 키">
      <Title order={2} fz="lg">
        내 API 키
      </Title>
      {user ? (
        <MemberKeys tryKey={tryKey} onTryKeyChange={onTryKeyChange} />
      ) : (
        <Text size="sm">
          API 키를 쓰면 호출 한도가 1분에 {PUBLIC_API_ANON_PER_MINUTE}회에서 {PUBLIC_API_KEY_PER_MINUTE}회로
          늘어납니다. 키는 로그인한 회원이 이 페이지에서 만들 수 있습니다.{' '}
          <Anchor component={Link} to={loginPath(pathname + search)}>
            로그인
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

function MemberKeys({ tryKey, onTryKeyChange }: Props) {
  const keys = useQuery(myApiKeysQuery());
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [made, setMade] = useState<string | null>(null);

  const submit = () =>
    create.mutate(name, {
      onSuccess: ({ key }) => {
        setMade(key);
        setName('');
      },
    });

  return (
    <Stack gap="sm">
      <Text size="sm">
        키를 <Code>Authorization: Bearer 키</Code> 또는 <Code>X-API-Key: 키</Code> 헤더로 보내면 IP와 상관없이
        키 하나당 1분에 {PUBLIC_API_KEY_PER_MINUTE}회까지 호출할 수 있습니다. 키는 {API_KEYS_PER_MEMBER}개까지
        만들 수 있고, 폐기한 키는 바로 쓸 수 없게 됩니다.
      </Text>
      <Group
        gap="xs"
        align="end"
        wrap="wrap"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label="키 이름"
          placeholder="예: 시세 알림 봇"
          maxLength={30}
          w={{ base: '100%', sm: 260 }}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" loading={create.isPending}>
          키 만들기
        </Button>
      </Group>
      {create.isError && <Alert color="red">{create.error.message}</Alert>}
      {made && <NewKey apiKey={made} onTry={() => onTryKeyChange(made)} onClose={() => setMade(null)} />}
      {keys.isPending ? (
        <Loader size="sm" aria-label="API 키를 불러오는 중" />
      ) : keys.isError ? (
        <Alert color="red">{keys.error.message}</Alert>
      ) : keys.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          아직 만든 API 키가 없습니다.
        </Text>
      ) : (
        <KeyList rows={keys.data.rows} />
      )}
      <PasswordInput
        label="실행해보기에 쓸 API 키"
        description="넣으면 아래 실행해보기가 이 키로 호출합니다. 이 페이지에만 쓰이고 어디에도 저장하지 않습니다."
        w={{ base: '100%', sm: 420 }}
        value={tryKey}
        onChange={(event) => onTryKeyChange(event.currentTarget.value.trim())}
      />
    </Stack>
  );
}

/** The new key, in full, this once. */
function NewKey({ apiKey, onTry, onClose }: { apiKey: string; onTry: () => void; onClose: () => void }) {
  return (
    <Alert color="yellow" title="새 API 키" withCloseButton onClose={onClose} closeButtonLabel="닫기">
      <Stack gap="xs">
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label="새 API 키">
          {apiKey}
        </Code>
        <Text size="sm" fw={600}>
          {KEY_NOT_SHOWN_AGAIN}
        </Text>
        <Group gap="xs">
          <CopyButton value={apiKey}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied ? '복사했습니다' : '키 복사'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="light" onClick={onTry}>
            이 키로 실행해보기
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function KeyList({ rows }: { rows: ApiKeyRow[] }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Stack gap="xs" aria-label="API 키 목록">
        {rows.map((r) => (
          <Card key={r.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {r.name}
                </Text>
                <Code>{r.prefix}…</Code>
                <Text size="xs" c="dimmed">
                  만든 날 {r.created} · 마지막 사용 {r.last_used ?? '없음'}
                </Text>
              </Stack>
              <RevokeCell row={r} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="API 키 목록" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>이름</Table.Th>
            <Table.Th>키</Table.Th>
            <Table.Th>만든 날</Table.Th>
            <Table.Th>마지막 사용</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>
                <Code>{r.prefix}…</Code>
              </Table.Td>
              <Table.Td>{r.created}</Table.Td>
              <Table.Td>{r.last_used ?? '없음'}</Table.Td>
              <Table.Td>
                <RevokeCell row={r} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** 폐기, asked twice: a revoked key cannot be brought back, and the programs using it stop at once. */
function RevokeCell({ row }: { row: ApiKeyRow }) {
  const revoke = useRevokeApiKey();
  const [asking, setAsking] = useState(false);
  if (row.revoked) {
    return (
      <Badge color="gray" variant="light" title={`${row.revoked} 폐기`}>
        폐기됨
      </Badge>
    );
  }
  if (!asking) {
    return (
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        aria-label={`${row.name} 폐기`}
        onClick={() => setAsking(true)}
      >
        폐기
      </Button>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        color="red"
        aria-label={`${row.name} 폐기 확인`}
        loading={revoke.isPending}
        onClick={() => revoke.mutate(row.id)}
      >
        폐기 확인
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setAsking(false)}>
        취소
      </Button>
    </Group>
  );
}
