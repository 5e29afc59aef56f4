import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MODULE, stripCallSchemas } from './calls-without-schemas';

const strip = (code: string) => stripCallSchemas(code, parseAst(code) as never);

describe('stripCallSchemas', () => {
  it('keeps only the path of every call, also where a helper function makes them', () => {
    const out = strip(
      [
        'const byId = z.object({ id });',
        "export const calls = { read: defineCall('/api/read', byId, z.object({ ok: z.boolean() })) };",
        'const perType = (type) => defineCall(`/api/rank/${type}`, byId, z.array(row));',
      ].join('\n'),
    );
    expect(out).toContain("read: defineCall('/api/read')");
    expect(out).toContain('defineCall(`/api/rank/${type}`)');
    expect(out).not.toContain('z.array(row)');
  });

  it('marks the calls that build module-level values pure, and leaves calls inside functions alone', () => {
    const out = strip(
      [
        'const tag = z.string().max(20, MSG.tagTooLong);',
        'export const helper = (max) => text(max).nullable();',
        "register('side effect');",
      ].join('\n'),
    )!;
    expect(out).toContain('const tag = /* @__PURE__ */ z.string()');
    expect(out).toContain('(max) => text(max)');
    expect(out).not.toContain('/* @__PURE__ */ text');
    expect(out).toContain("\nregister('side effect');");
    expect(out.match(/@__PURE__/g)).toHaveLength(1);
  });

  it('answers null for a module with nothing to change', () => {
    expect(strip("export const PAGE_SIZE = 20;\nexport const NAMES = ['a', 'b'];")).toBeNull();
  });

  it('applies to the contract modules except the switch that must run for its effect', () => {
    expect(CONTRACT_MODULE.test('/repo/packages/contract/src/calls/board.ts')).toBe(true);
    expect(CONTRACT_MODULE.test('/repo/packages/contract/src/call.ts')).toBe(true);
    expect(CONTRACT_MODULE.test('/repo/packages/contract/src/zod-without-eval.ts')).toBe(false);
    expect(CONTRACT_MODULE.test('/repo/apps/web/src/lib/api.ts')).toBe(false);
  });
});
