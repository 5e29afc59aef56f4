import { z } from 'zod';
import { publicBulk, publicBulkFile } from './bulk';
import { publicCard, publicCardPage } from './card';
import {
  publicRanking,
  publicRarityList,
  publicSeriesList,
  publicSetDetail,
  publicSetList,
  publicTypeList,
} from './catalogue';
import { PUBLIC_API_CACHE_SECONDS } from './limits';
import { cardIdPath, cardSearchQuery, noQuery, pricesQuery, rankingQuery, setIdPath } from './params';
import { publicPrices } from './prices';

/**
 * The public API's route table: the one place a /v1 route is described. The server registers exactly
 * these routes (apps/server/src/public-api) and the OpenAPI document is built from them (openapi.ts), so a
 * route cannot be served without being documented.
 */

type QueryObject = z.ZodObject;

export interface PublicRoute<
  P extends QueryObject | undefined = QueryObject | undefined,
  Q extends QueryObject = QueryObject,
  R extends z.ZodType = z.ZodType,
> {
  /** The path in OpenAPI form, '/v1/cards/{id}'. */
  path: string;
  /** The OpenAPI operationId and the name of the response schema under components. */
  operationId: string;
  responseName: string;
  tag: '카드' | '세트·분류' | '시세·랭킹' | '전체 데이터' | '문서';
  summary: string;
  description: string;
  pathParams: P;
  query: Q;
  response: R;
  /** Cache-Control max-age of a 200 answer. */
  cacheSeconds: number;
  /** The answer's media type when it is not JSON (a file); the response schema then describes it. */
  mediaType?: 'application/gzip';
  /** When a route without path parameters may still answer 404, why (the document lists the 404). */
  missing?: string;
  /** A call that works on the demo catalogue, for the document's examples and code samples. */
  example: { path?: Record<string, string>; query?: Record<string, string> };
}

const route = <P extends QueryObject | undefined, Q extends QueryObject, R extends z.ZodType>(
  r: PublicRoute<P, Q, R>,
) => r;

export const PUBLIC_API_ROUTES = {
  cardSearch: route({
    path: '/v1/cards',
    operationId: 'searchCards',
    responseName: 'CardPage',
    tag: '카드',
    summary: '카드 검색',
    description:
      '카드 목록(/card/list)과 같은 필터로 검색합니다. 한글·일문 이름의 일부도 찾습니다. 결과는 카드 id ' +
      '순서로 고정되어, next_cursor로 끝까지 넘겨도 같은 카드가 두 번 나오거나 빠지지 않습니다.',
    pathParams: undefined,
    query: cardSearchQuery,
    response: publicCardPage,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: { query: { q: '리자몽', limit: '20' } },
  }),
  card: route({
    path: '/v1/cards/{id}',
    operationId: 'getCard',
    responseName: 'Card',
    tag: '카드',
    summary: '카드 한 장 (한글판·영문판·일본판)',
    description:
      '세 판(en, kr, jp)의 이름, 레어도, 세트, 번호, 이미지, 특성, 기술(한글 텍스트 포함)을 한 번에 ' +
      '돌려줍니다. 각 판의 link는 그 판이 이 카드에 어떻게 연결되었는지와 확실성입니다.',
    pathParams: cardIdPath,
    query: noQuery,
    response: publicCard,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: { path: { id: 'sv3pt5-6' } },
  }),
  cardPrices: route({
    path: '/v1/cards/{id}/prices',
    operationId: 'getCardPrices',
    responseName: 'CardPrices',
    tag: '시세·랭킹',
    summary: '카드 시세 통계 (원화)',
    description:
      '회원 거래와 운영진이 입력한 시세로 만든 원화 통계: 상태별(S/A/B/C 이하)·등급별 평균, 최고가, ' +
      '최저가, 거래 수. all_time은 전체 기간, period는 months 기간입니다.',
    pathParams: cardIdPath,
    query: pricesQuery,
    response: publicPrices,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.prices,
    example: { path: { id: 'sv3pt5-6' }, query: { nation: 'kr', months: '12' } },
  }),
  sets: route({
    path: '/v1/sets',
    operationId: 'listSets',
    responseName: 'SetList',
    tag: '세트·분류',
    summary: '세트 목록 (세 판 모두)',
    description: '모든 판의 세트를 최신 발매순으로 돌려줍니다. linked는 같은 제품의 다른 판 세트입니다.',
    pathParams: undefined,
    query: noQuery,
    response: publicSetList,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: {},
  }),
  set: route({
    path: '/v1/sets/{id}',
    operationId: 'getSet',
    responseName: 'SetDetail',
    tag: '세트·분류',
    summary: '세트 한 개와 카드 (번호순)',
    description: '세트 정보와 그 판의 카드를 카드 번호 순서로 돌려줍니다.',
    pathParams: setIdPath,
    query: noQuery,
    response: publicSetDetail,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: { path: { id: 'en-sv3pt5' } },
  }),
  series: route({
    path: '/v1/series',
    operationId: 'listSeries',
    responseName: 'SeriesList',
    tag: '세트·분류',
    summary: '시리즈 목록',
    description: '판별 시리즈를 발매 순서로 돌려줍니다.',
    pathParams: undefined,
    query: noQuery,
    response: publicSeriesList,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: {},
  }),
  rarities: route({
    path: '/v1/rarities',
    operationId: 'listRarities',
    responseName: 'RarityList',
    tag: '세트·분류',
    summary: '레어도 대응표',
    description: '영문판 레어도와 그에 해당하는 한글판·일본판 레어도입니다.',
    pathParams: undefined,
    query: noQuery,
    response: publicRarityList,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: {},
  }),
  types: route({
    path: '/v1/types',
    operationId: 'listTypes',
    responseName: 'TypeList',
    tag: '세트·분류',
    summary: '카드 분류와 에너지 타입 (한글 이름)',
    description: '슈퍼타입, 서브타입, 에너지 타입의 영문 코드와 한글 이름입니다.',
    pathParams: undefined,
    query: noQuery,
    response: publicTypeList,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: {},
  }),
  ranking: route({
    path: '/v1/ranking',
    operationId: 'getRanking',
    responseName: 'Ranking',
    tag: '시세·랭킹',
    summary: '카드 랭킹 (/rank)',
    description: '평점, 거래, 덱 채용·수집 랭킹 상위 100장입니다.',
    pathParams: undefined,
    query: rankingQuery,
    response: publicRanking,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: { query: { type: 'trade', nation: 'kr' } },
  }),
  bulk: route({
    path: '/v1/bulk',
    operationId: 'getBulkExport',
    responseName: 'BulkExport',
    tag: '전체 데이터',
    summary: '전체 카드 데이터 파일 정보',
    description:
      '매일 한 번 만드는 전체 카드 파일(JSON Lines, gzip)의 날짜, 카드 수, 크기, SHA-256과 주소입니다. ' +
      '카드 전부가 필요하면 /v1/cards를 끝까지 넘기는 대신 이 파일을 받아주세요.',
    pathParams: undefined,
    query: noQuery,
    response: publicBulk,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    missing: '아직 만들어진 파일이 없음 (No export yet)',
    example: {},
  }),
  bulkFile: route({
    path: '/v1/bulk/cards.jsonl.gz',
    operationId: 'downloadBulkExport',
    responseName: 'BulkExportFile',
    tag: '전체 데이터',
    summary: '전체 카드 데이터 파일 (JSON Lines, gzip)',
    description:
      '한 줄에 카드 한 장, 카드 id 순서입니다. 각 줄은 GET /v1/cards/{id}의 답과 같은 객체입니다. ' +
      'ETag는 파일의 SHA-256이며 하루 동안 캐시할 수 있습니다.',
    pathParams: undefined,
    query: noQuery,
    response: publicBulkFile,
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.bulkFile,
    mediaType: 'application/gzip',
    missing: '아직 만들어진 파일이 없음 (No export yet)',
    example: {},
  }),
  openapi: route({
    path: '/v1/openapi.json',
    operationId: 'getOpenApiDocument',
    responseName: 'OpenApiDocument',
    tag: '문서',
    summary: '이 API의 OpenAPI 3.1 문서',
    description: '이 문서 자체입니다. 코드 생성기나 API 도구에 그대로 넣을 수 있습니다.',
    pathParams: undefined,
    query: noQuery,
    response: z.record(z.string(), z.unknown()),
    cacheSeconds: PUBLIC_API_CACHE_SECONDS.default,
    example: {},
  }),
};

export type PublicRouteName = keyof typeof PUBLIC_API_ROUTES;
export type PublicRoutes = typeof PUBLIC_API_ROUTES;

/** The path with its {params} filled in and the query appended: what an example call requests. */
export function exampleUrl(r: PublicRoute): string {
  const path = r.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(r.example.path?.[name] ?? name),
  );
  const query = new URLSearchParams(r.example.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
