import { z } from 'zod';
import { PUBLIC_API_ANON_PER_MINUTE } from './limits';
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
  '429': `요청 한도 초과: IP당 1분에 ${PUBLIC_API_ANON_PER_MINUTE}회 (Rate limit exceeded)`,
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

function operation(r: PublicRoute, serverUrl: string) {
  const hasPath = r.pathParams !== undefined;
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
        content: jsonContent(componentRef(r.responseName)),
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
      ...(hasPath
        ? { '404': { description: '없는 id (Not found)', content: jsonContent(componentRef('Error')) } }
        : {}),
    },
    'x-codeSamples': codeSamples(r, serverUrl),
  };
}

/** The response schemas under components/schemas, named by the routes' responseName. */
function componentSchemas(routes: PublicRoute[]): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  registry.add(publicError, { id: 'Error' });
  for (const r of routes) registry.add(r.response, { id: r.responseName });
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
        `제공합니다. 인증 없이 IP당 1분에 ${PUBLIC_API_ANON_PER_MINUTE}회까지 호출할 수 있으며, 모든 응답은 ` +
        'ETag와 Cache-Control을 가집니다. 카드 데이터는 포켓몬 카드 게임의 비공식 정리이며 저작권은 ' +
        '(주)포켓몬코리아와 각 권리자에게 있습니다.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: '카드', description: '카드 검색과 카드 한 장' },
      { name: '세트·분류', description: '세트, 시리즈, 레어도, 타입' },
      { name: '시세·랭킹', description: '원화 시세 통계와 랭킹' },
      { name: '문서', description: '이 문서' },
    ],
    paths,
    components: { schemas: componentSchemas(routes) },
  };
}
