import { describe, expect, it } from 'vitest';
import { guideOperations, tryItUrl, type OpenApiDocument } from './openapi-operations';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  paths: {
    '/v1/cards/{id}': {
      get: {
        summary: '카드 한 장',
        tags: ['카드'],
        parameters: [{ name: 'id', in: 'path', required: true }],
        'x-codeSamples': [{ lang: 'shell', label: 'curl', source: 'curl …' }],
      },
    },
    '/v1/cards': {
      get: {
        summary: '카드 검색',
        tags: ['카드'],
        parameters: [
          { name: 'q', in: 'query' },
          { name: 'limit', in: 'query' },
        ],
      },
    },
  },
};

describe('the API guide reads the OpenAPI document', () => {
  it('lists every GET operation with its tag, parameters and samples', () => {
    const ops = guideOperations(doc);
    expect(ops.map((op) => [op.path, op.tag, op.parameters.length])).toEqual([
      ['/v1/cards/{id}', '카드', 1],
      ['/v1/cards', '카드', 2],
    ]);
    expect(ops[0]!.samples).toEqual([{ label: 'curl', source: 'curl …' }]);
  });

  it('builds the try-it URL with path values encoded and empty query values left out', () => {
    const [byId, search] = guideOperations(doc);
    expect(tryItUrl(byId!, { id: 'sv3pt5 6' })).toBe('/v1/cards/sv3pt5%206');
    expect(tryItUrl(byId!, { id: ' ' })).toBeNull();
    expect(tryItUrl(search!, { q: '리자몽', limit: '' })).toBe('/v1/cards?q=%EB%A6%AC%EC%9E%90%EB%AA%BD');
  });
});
