import { describe, expect, it } from 'vitest';
import { PUBLIC_API_ANON_PER_MINUTE, PUBLIC_API_KEY_PER_MINUTE } from './limits';
import { buildOpenApiDocument } from './openapi';
import { exampleUrl, PUBLIC_API_ROUTES, type PublicRoute } from './routes';

const routes = Object.values(PUBLIC_API_ROUTES) as PublicRoute[];

describe('the public API route table', () => {
  it('names each path parameter in the path, and only those', () => {
    for (const r of routes) {
      const inPath = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(r.pathParams?.shape ?? {}), r.path).toEqual(inPath);
    }
  });

  it('has unique paths, operation ids and response names', () => {
    for (const key of ['path', 'operationId', 'responseName'] as const) {
      expect(new Set(routes.map((r) => r[key])).size, key).toBe(routes.length);
    }
  });

  it('gives every route an example its own schemas accept', () => {
    for (const r of routes) {
      expect(r.query.safeParse(r.example.query ?? {}).success, r.path).toBe(true);
      if (r.pathParams) expect(r.pathParams.safeParse(r.example.path).success, r.path).toBe(true);
      expect(exampleUrl(r)).toMatch(/^\/v1\//);
    }
  });

  it('documents each route once, with its parameters and curl and TypeScript samples', () => {
    const doc = buildOpenApiDocument('https://example.kr');
    expect(Object.keys(doc.paths).sort()).toEqual(routes.map((r) => r.path).sort());
    const search = doc.paths['/v1/cards']!.get;
    expect(search.parameters.map((p) => p.name)).toEqual(
      Object.keys(PUBLIC_API_ROUTES.cardSearch.query.shape),
    );
    expect(search['x-codeSamples'][0]!.source).toBe(
      `curl -s 'https://example.kr/v1/cards?q=%EB%A6%AC%EC%9E%90%EB%AA%BD&limit=20'`,
    );
    expect(doc.components.schemas.Card).toMatchObject({ type: 'object' });
    expect(doc.components.schemas.Card).not.toHaveProperty('$id');
  });

  it('states the API key as optional, in either header, with both limits', () => {
    const doc = buildOpenApiDocument('https://example.kr');
    expect(doc.security[0]).toEqual({});
    expect(doc.security).toContainEqual({ bearerKey: [] });
    expect(doc.security).toContainEqual({ headerKey: [] });
    expect(doc.components.securitySchemes.headerKey).toMatchObject({ in: 'header', name: 'X-API-Key' });
    for (const limit of [PUBLIC_API_ANON_PER_MINUTE, PUBLIC_API_KEY_PER_MINUTE])
      expect(doc.info.description).toContain(`${limit}회`);
    const file = doc.paths['/v1/bulk/cards.jsonl.gz']!.get;
    expect(Object.keys(file.responses['200'].content)).toEqual(['application/gzip']);
    expect(file.responses).toHaveProperty('404');
    expect(doc.components.schemas).not.toHaveProperty('BulkExportFile');
  });

  it('describes every parameter in Korean', () => {
    const doc = buildOpenApiDocument('https://example.kr');
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const p of item.get.parameters)
        expect((p as { description?: string }).description, `${path} ${p.name}`).toMatch(/[가-힣]/);
    }
  });
});
