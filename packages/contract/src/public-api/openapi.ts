import { z } from 'zod';
import { PUBLIC_API_ANON_PER_MINUTE, PUBLIC_API_KEY_PER_MINUTE } from './limits';
import { publicError } from './errors';
import { exampleUrl, PUBLIC_API_ROUTES, type PublicRoute } from './routes';

/**
 * The OpenAPI 3.1 document of the public API, built from the route table and its zod schemas (zod 4's
 * toJSONSchema, whose JSON Schema 2020-12 is OpenAPI 3.1's dialect). Nothing here is written by hand but
 * the prose.
 */

type JsonSchema = Record<string, unknown>;

const ERROR_RESPONSES = {
  '400': '요청 값이 올바르지 않음 (Invalid parameters)',
  '401': 'API 키를 보냈지만 없는 키이거나 폐기된 키 (Unknown or revoked API key)',
  '429':
    `요청 한도 초과: 키 없이 IP당 1분에 ${PUBLIC_API_ANON_PER_MINUTE}회, API 키당 1분에 ` +
    `${PUBLIC_API_KEY_PER_MINUTE}회 (Rate limit exceeded)`,
} as const;

/**
 * A member's API key, in either header. Optional: the document's security lists an empty requirement
 * first, so every call also works without one, at the anonymous limit.
 */
const SECURITY_SCHEMES = {
  bearerKey: {
    type: 'http',
    scheme: 'bearer',
    description: `Authorization: Bearer cdk_… — 1분에 ${PUBLIC_API_KEY_PER_MINUTE}회 (키 없이는 IP당 ${PUBLIC_API_ANON_PER_MINUTE}회)`,
  },
  headerKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: `X-API-Key: cdk_… — Bearer와 같은 키, 같은 한도 (1분에 ${PUBLIC_API_KEY_PER_MINUTE}회)`,
  },
} as const;

/** A component's own $schema and $id are left out: the document's dialect applies, and $ref names it. */
function asComponent(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/** One OpenAPI parameter per property of a path or query object, from the schema's input side. */
function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query', r: PublicRoute) {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    const example = (where === 'path' ? r.example.path : r.example.query)?.[name];
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
      ...(example !== undefined ? { example } : {}),
    };
  });
}

function codeSamples(r: PublicRoute, serverUrl: string) {
  const url = `${serverUrl}${exampleUrl(r)}`;
  if (r.mediaType === 'application/gzip') {
    return [
      { lang: 'Shell', label: 'curl', source: `curl -s '${url}' | gunzip | head -n 1` },
      {
        lang: 'TypeScript',
        label: 'TypeScript (fetch)',
        source: [
          `const res = await fetch('${url}');`,
          `if (!res.ok) throw new Error((await res.json()).error.message);`,
          `const text = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();`,
          `const cards = text.split('\\n').filter(Boolean).map((line) => JSON.parse(line));`,
        ].join('\n'),
      },
    ];
  }
  return [
    { lang: 'Shell', label: 'curl', source: `curl -s '${url}'` },
    {
      lang: 'TypeScript',
      label: 'TypeScript (fetch)',
      source: [
        `const res = await fetch('${url}');`,
        `if (!res.ok) throw new Error((await res.json()).error.message);`,
        `const body = await res.json();`,
      ].join('\n'),
    },
  ];
}

const jsonContent = (ref: string) => ({ 'application/json': { schema: { $ref: ref } } });
const componentRef = (name: string) => `#/components/schemas/${name}`;

/** A 200's content: the response component as JSON, or the file's media type. */
function successContent(r: PublicRoute) {
  if (!r.mediaType) return jsonContent(componentRef(r.responseName));
  return { [r.mediaType]: { schema: { type: 'string', contentMediaType: r.mediaType } } };
}

function operation(r: PublicRoute, serverUrl: string) {
  const missing = r.pathParams !== undefined ? '없는 id (Not found)' : r.missing;
  return {
    operationId: r.operationId,
    tags: [r.tag],
    summary: r.summary,
    description: r.description,
    parameters: [...parameters(r.pathParams, 'path', r), ...parameters(r.query, 'query', r)],
    responses: {
      '200': {
        description: `성공. Cache-Control: public, max-age=${r.cacheSeconds}; ETag 포함`,
        headers: {
          ETag: {
            description: '응답 본문의 해시. If-None-Match로 보내면 바뀌지 않았을 때 304',
            schema: { type: 'string' },
          },
          'Cache-Control': { schema: { type: 'string' } },
        },
        content: successContent(r),
      },
      '304': { description: 'If-None-Match의 ETag와 같음: 본문 없음 (Not modified)' },
      ...Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([status, description]) => [
          status,
          {
            description,
            ...(status === '429'
              ? {
                  headers: {
                    'Retry-After': {
                      description: '다시 시도할 수 있을 때까지의 초',
                      schema: { type: 'integer' },
                    },
                  },
                }
              : {}),
            content: jsonContent(componentRef('Error')),
          },
        ]),
      ),
      ...(missing ? { '404': { description: missing, content: jsonContent(componentRef('Error')) } } : {}),
    },
    'x-codeSamples': codeSamples(r, serverUrl),
  };
}

/** The response schemas under components/schemas, named by the routes' responseName. */
function componentSchemas(routes: PublicRoute[]): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  registry.add(publicError, { id: 'Error' });
  for (const r of routes) if (!r.mediaType) registry.add(r.response, { id: r.responseName });
  const { schemas } = z.toJSONSchema(registry, {
    uri: componentRef,
    io: 'output',
    unrepresentable: 'any',
  }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, asComponent(s)]));
}

/** The whole document; `serverUrl` is the site's own address (SITE_URL), without a trailing slash. */
export function buildOpenApiDocument(serverUrl: string) {
  const routes = Object.values(PUBLIC_API_ROUTES) as PublicRoute[];
  const paths: Record<string, { get: ReturnType<typeof operation> }> = {};
  for (const r of routes) paths[r.path] = { get: operation(r, serverUrl) };
  return {
    openapi: '3.1.0',
    info: {
      title: '카드도감 한국어 포켓몬 카드 API',
      version: '1.0.0',
      description:
        '한글판·영문판·일본판 포켓몬 카드를 한 번에 돌려주는 읽기 전용 API입니다. 원화 시세 통계도 ' +
        `제공합니다. 인증 없이 IP당 1분에 ${PUBLIC_API_ANON_PER_MINUTE}회까지 호출할 수 있고, 회원이 ` +
        '/policy/apiguide에서 만든 API 키를 Authorization: Bearer 또는 X-API-Key 헤더로 보내면 키당 1분에 ' +
        `${PUBLIC_API_KEY_PER_MINUTE}회까지 호출할 수 있습니다. 모든 응답은 ` +
        'ETag와 Cache-Control을 가집니다. 카드 데이터는 포켓몬 카드 게임의 비공식 정리이며 저작권은 ' +
        '(주)포켓몬코리아와 각 권리자에게 있습니다.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: '카드', description: '카드 검색과 카드 한 장' },
      { name: '세트·분류', description: '세트, 시리즈, 레어도, 타입' },
      { name: '시세·랭킹', description: '원화 시세 통계와 랭킹' },
      { name: '전체 데이터', description: '매일 만드는 전체 카드 파일' },
      { name: '문서', description: '이 문서' },
    ],
    paths,
    // The empty requirement first: a key is optional, and every call works without one.
    security: [{}, { bearerKey: [] }, { headerKey: [] }],
    components: { schemas: componentSchemas(routes), securitySchemes: SECURITY_SCHEMES },
  };
}
