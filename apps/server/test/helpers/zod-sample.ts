import type { z } from 'zod';

/** The parts of a zod 4 schema definition that a sample needs. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: z.ZodType[];
  left?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * A value of the shape a schema describes, with every text field set to `text` and every optional field
 * present, so that a test can send each call a payload that reaches past the shape checks into the
 * handler. Values are plausible, not necessarily valid (a regex or a range may still refuse them).
 */
export function sampleOf(schema: z.ZodType, text: string): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, sampleOf(v, text)]));
    case 'string':
      return text;
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-01';
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return sampleOf(def.options![0]!, text);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType!, text);
    case 'pipe':
      return sampleOf(def.in!, text);
    case 'array':
      return [sampleOf(def.element!, text)];
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, text));
    case 'record':
      return { key: sampleOf(def.valueType!, text) };
    case 'intersection':
      return sampleOf(def.left!, text);
    case 'lazy':
      return sampleOf(def.getter!(), text);
    default:
      return text;
  }
}
