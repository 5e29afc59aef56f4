import type { z } from 'zod';

/**
 * One API call of SPEC §7: a POST path, the zod schema of its `params` payload and the zod schema of its
 * answer. The server validates `params` with it; the web client and the tests are typed by it.
 */
export interface CallDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  path: string;
  params: P;
  result: R;
}

// A module without schemas: the browser's bundles need only the paths (apps/web/build/calls-without-schemas.ts),
// so the field schemas of call.ts load only where a screen uses them.
export function defineCall<P extends z.ZodType, R extends z.ZodType>(
  path: string,
  params: P,
  result: R,
): CallDef<P, R> {
  return { path, params, result };
}

