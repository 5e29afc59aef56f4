/**
 * The parts of an OpenAPI 3.1 document the guide shows, read from /v1/openapi.json. Only GET operations
 * exist (the API is read-only).
 */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: { type?: string | string[]; enum?: unknown[]; default?: unknown; minimum?: number; maximum?: number };
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  'x-codeSamples'?: Array<{ lang: string; label?: string; source: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, { get?: OpenApiOperation }>;
}

export interface GuideOperation {
  path: string;
  summary: string;
  description: string;
  tag: string;
  parameters: OpenApiParameter[];
  samples: Array<{ label: string; source: string }>;
}

/** Every GET operation of the document, grouped by its first tag in the document's order. */
export function guideOperations(doc: OpenApiDocument): GuideOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => {
    const op = item.get;
    if (!op) return [];
    return [
      {
        path,
        summary: op.summary ?? path,
        description: op.description ?? '',
        tag: op.tags?.[0] ?? '기타',
        parameters: op.parameters ?? [],
        samples: (op['x-codeSamples'] ?? []).map((s) => ({ label: s.label ?? s.lang, source: s.source })),
      },
    ];
  });
}

/** The URL a 'try it' call sends: path parameters filled in, empty query parameters left out. */
export function tryItUrl(op: GuideOperation, values: Record<string, string>): string | null {
  let path = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    const value = values[p.name]?.trim() ?? '';
    if (value === '') return null;
    path = path.replace(`{${p.name}}`, encodeURIComponent(value));
  }
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((p) => p.in === 'query')) {
    const value = values[p.name]?.trim() ?? '';
    if (value !== '') query.set(p.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
