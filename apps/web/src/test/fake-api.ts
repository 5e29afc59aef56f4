import { vi } from 'vitest';

export interface RecordedCall {
  path: string;
  params: unknown;
}

type Answer = unknown | ((params: unknown) => unknown);

/**
 * Replaces fetch with a tiny fake server: each path answers with the given JSON (status 200), unknown
 * paths with the server's 404 error. Every request is recorded.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = init?.body ? (JSON.parse(String(init.body)) as { params?: unknown }) : {};
    calls.push({ path, params: body.params });
    if (!(path in answers)) {
      return jsonResponse(404, {
        error: { code: 'NOT_FOUND', message: '요청하신 기능을 찾을 수 없습니다.' },
      });
    }
    const answer = answers[path];
    return jsonResponse(
      200,
      typeof answer === 'function' ? (answer as (p: unknown) => unknown)(body.params) : answer,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, pathsCalled: () => calls.map((call) => call.path) };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
