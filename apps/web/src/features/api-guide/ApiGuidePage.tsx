import { useState } from 'react';
import { Alert, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PUBLIC_API_ANON_PER_MINUTE, PUBLIC_API_KEY_PER_MINUTE } from '@carddogam/contract/public-api/limits';
import { PageFrame } from '../../components/PageFrame';
import { openApiDocumentQuery } from './api/public-api';
import { ApiKeysSection } from './components/ApiKeysSection';
import { OperationCard } from './components/OperationCard';
import { guideOperations } from './lib/openapi-operations';

/**
 * /policy/apiguide: the Korean Pokémon card API (issue 24). The calls, their parameters and samples come
 * from the API's own OpenAPI document, so the guide never drifts from what the server answers.
 */
export default function ApiGuidePage() {
  const doc = useQuery(openApiDocumentQuery());
  // The member's key for 실행해보기: this page's state only, gone when the page is left.
  const [tryKey, setTryKey] = useState('');
  const ops = doc.data ? guideOperations(doc.data) : [];
  const tags = [...new Set(ops.map((op) => op.tag))];
  return (
    <PageFrame title="한국 포켓몬카드 API">
      <Stack gap="lg">
        <Stack gap="xs">
          <Text>
            국내판·북미판·일본판 카드 정보와 실거래 시세(원화)를 누구나 읽을 수 있는 공개 API입니다. 모든
            호출은 GET이며 JSON으로 답합니다.
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              문서(OpenAPI 3.1): <a href="/v1/openapi.json">/v1/openapi.json</a>
            </List.Item>
            <List.Item>
              키 없이 IP당 1분에 {PUBLIC_API_ANON_PER_MINUTE}회, 회원의 API 키로는 키당 1분에{' '}
              {PUBLIC_API_KEY_PER_MINUTE}회까지 호출할 수 있습니다. 넘으면 429와 Retry-After를 답합니다.
            </List.Item>
            <List.Item>
              카드 전부가 필요하면 매일 만드는 전체 파일(<a href="/v1/bulk">/v1/bulk</a>, JSON Lines gzip)을
              받아주세요.
            </List.Item>
            <List.Item>
              목록은 next_cursor로 다음 쪽을 읽습니다. 쪽을 넘겨도 같은 카드가 두 번 나오지 않습니다.
            </List.Item>
            <List.Item>ETag를 보내면(If-None-Match) 바뀌지 않은 답은 304로 돌려줍니다.</List.Item>
            <List.Item>카드 정보는 비공식이며 포켓몬 카드 게임의 권리는 각 권리자에게 있습니다.</List.Item>
          </List>
        </Stack>
        <ApiKeysSection tryKey={tryKey} onTryKeyChange={setTryKey} />
        {doc.isPending && <Loader aria-label="API 문서를 불러오는 중" />}
        {doc.isError && <Alert color="red">{doc.error.message}</Alert>}
        {tags.map((tag) => (
          <Stack key={tag} gap="sm">
            <Title order={2} fz="lg">
              {tag}
            </Title>
            {ops
              .filter((op) => op.tag === tag)
              .map((op) => (
                <OperationCard key={op.path} op={op} apiKey={tryKey || undefined} />
              ))}
          </Stack>
        ))}
      </Stack>
    </PageFrame>
  );
}
