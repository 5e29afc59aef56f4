import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The browser needs only each call's path: the server validates every payload with the contract's zod
 * schemas, and the web app is typed by them at compile time. This build step keeps the schemas out of the
 * browser's bundles so that zod loads only with the screens that really parse something (the sign-up
 * form's field rules, upload answers), not on every first visit:
 *  - `defineCall(path, params, result)` becomes `defineCall(path)` in the contract's modules (also where a
 *    helper function makes calls, like the ranking's per-type calls);
 *  - every call made while the contract's modules load (building schemas and constants, never anything
 *    else) is marked pure, so the bundler drops the schemas nothing uses any more.
 * The server and the tests run the contract as written.
 */
export const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!zod-without-eval).*\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function children(node: AstNode): AstNode[] {
  const found: AstNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** Rewrites one contract module's JavaScript; null when there is nothing to change. */
export function stripCallSchemas(code: string, program: AstNode): string | null {
  const out = new MagicString(code);
  const annotated = new Set<number>();
  let changed = false;

  const visit = (node: AstNode, inFunction: boolean) => {
    // Code inside functions runs later, when called: its calls keep their effects (only defineCall changes).
    const nested = inFunction || FUNCTION_TYPES.has(node.type);
    if (node.type === 'CallExpression') {
      const callee = node.callee as AstNode;
      const args = node.arguments as AstNode[];
      if (callee.type === 'Identifier' && callee.name === 'defineCall' && args.length > 1) {
        out.remove(args[0]!.end, args[args.length - 1]!.end);
        changed = true;
        visit(args[0]!, nested);
        return;
      }
      if (!nested && !annotated.has(node.start)) {
        out.appendLeft(node.start, '/* @__PURE__ */ ');
        annotated.add(node.start);
        changed = true;
      }
    }
    for (const child of children(node)) visit(child, nested);
  };
  for (const statement of program.body as AstNode[]) {
    // A call made for its effect alone (none today) stays as it is, with its arguments.
    if (statement.type === 'ExpressionStatement') continue;
    visit(statement, false);
  }
  return changed ? out.toString() : null;
}

export function callsWithoutSchemas(): Plugin {
  return {
    name: 'carddogam-calls-without-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const rewritten = stripCallSchemas(code, this.parse(code) as unknown as AstNode);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
