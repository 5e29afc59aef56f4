import { describe, expect, it, vi } from 'vitest';
import { applicationCalls } from '@carddogam/contract/calls/application';
import { MSG } from '@carddogam/contract/messages';
import { ApiError, callApi, uploadFile } from './api';
import { jsonResponse } from '../test/fake-api';

function stubFetch(response: Response | Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('callApi', () => {
  it('POSTs {params} as JSON with credentials and returns the answer', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));
    const result = await callApi(applicationCalls.visitedLog, { path: '/rank' });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/visited_log/insert');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ params: { path: '/rank' } });
  });

  it('sends empty params for a call without payload', async () => {
    const fetchMock = stubFetch(jsonResponse(200, false));
    expect(await callApi(applicationCalls.checkIp)).toBe(false);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ params: {} });
  });

  it('throws ApiError with the status, code and Korean message of an error answer', async () => {
    stubFetch(jsonResponse(403, { error: { code: 'FORBIDDEN', message: MSG.forbidden } }));
    const error = await caught(callApi(applicationCalls.countries));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('이 기능을 사용할 권한이 없습니다.');
  });

  it('uses the generic Korean message when the error body is not the error shape', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await caught(callApi(applicationCalls.countries));

    expect(error.status).toBe(502);
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toBe(MSG.serverError);
  });

  it('reports a network failure as status 0 with a Korean message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await caught(callApi(applicationCalls.countries));

    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toMatch(/서버에 연결할 수 없습니다/);
  });

  it('is typed by the contract', () => {
    // Only checked by tsc: a call with required params cannot be made without them.
    const makeBadCall = () =>
      // @ts-expect-error visitedLog needs {path}
      callApi(applicationCalls.visitedLog);
    expect(typeof makeBadCall).toBe('function');
  });
});

describe('uploadFile', () => {
  it('sends the file as one multipart field and answers the JSON', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { url: '/upload/trade/a.webp' }));
    const file = new File(['png'], 'card.png', { type: 'image/png' });
    expect(await uploadFile('/api/trade/image', 'file', file)).toEqual({ url: '/upload/trade/a.webp' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/trade/image');
    expect(init?.credentials).toBe('include');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("rejects with the server's Korean message", async () => {
    stubFetch(
      jsonResponse(400, { error: { code: 'NOT_AN_IMAGE', message: '이미지 파일만 올릴 수 있습니다.' } }),
    );
    const error = await caught(uploadFile('/api/trade/image', 'file', new File(['x'], 'x.png')));
    expect(error).toMatchObject({
      status: 400,
      code: 'NOT_AN_IMAGE',
      message: '이미지 파일만 올릴 수 있습니다.',
    });
  });
});
