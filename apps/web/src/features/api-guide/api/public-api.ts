import { queryOptions } from '@tanstack/react-query';
import type { OpenApiDocument } from '../lib/openapi-operations';

/** The public API's own document (GET, outside the /api call router). */
export const openApiDocumentQuery = () =>
  queryOptions({
    queryKey: ['api-guide', 'openapi'] as const,
    queryFn: async (): Promise<OpenApiDocument> => {
      const response = await fetch('/v1/openapi.json');
      if (!response.ok) throw new Error('API 문서를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
      return (await response.json()) as OpenApiDocument;
    },
    staleTime: 10 * 60_000,
  });

export interface TryItAnswer {
  status: number;
  body: string;
}

/**
 * Sends a try-it call as any API user would: a plain GET, with the member's key when one was chosen, the
 * answer shown as it came.
 */
export async function sendTryIt(url: string, apiKey?: string): Promise<TryItAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const response = await fetch(url, { headers });
  const text = await response.text();
  let body = text;
  try {
    body = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON: show it as it came.
  }
  return { status: response.status, body };
}
