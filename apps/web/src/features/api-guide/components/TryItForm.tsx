import { useState } from 'react';
import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { sendTryIt, type TryItAnswer } from '../api/public-api';
import { tryItUrl, type GuideOperation } from '../lib/openapi-operations';

/**
 * 실행해보기: fill the parameters, send the GET from this browser and see the answer; with the member's
 * chosen key, when there is one, so they see their own limit.
 */
export function TryItForm({ op, apiKey }: { op: GuideOperation; apiKey?: string }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<TryItAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = tryItUrl(op, values);

  const send = async () => {
    if (!url) return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(await sendTryIt(url, apiKey));
    } catch {
      setError('요청을 보내지 못했습니다. 인터넷 연결을 확인해주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="end" wrap="wrap">
        {op.parameters.map((p) => (
          <TextInput
            key={p.name}
            label={p.name}
            description={p.description}
            withAsterisk={p.required}
            size="xs"
            w={{ base: '100%', sm: 180 }}
            value={values[p.name] ?? ''}
            onChange={(event) => setValues((v) => ({ ...v, [p.name]: event.currentTarget.value }))}
          />
        ))}
        <Button size="xs" onClick={() => void send()} disabled={!url} loading={busy}>
          실행해보기
        </Button>
      </Group>
      {url && (
        <Text size="xs" c="dimmed">
          GET {url}
          {apiKey ? ' (내 API 키로 보냄)' : ''}
        </Text>
      )}
      {error && <Alert color="red">{error}</Alert>}
      {answer && (
        <Stack gap={4} aria-label="응답">
          <Text size="sm" fw={600}>
            응답 {answer.status}
          </Text>
          <Code block mah={320} style={{ overflow: 'auto' }}>
            {answer.body.length > 20_000 ? `${answer.body.slice(0, 20_000)}\n…` : answer.body}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}
