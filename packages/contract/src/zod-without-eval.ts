import type { $ZodConfig } from 'zod/v4/core';

/**
 * Imported first by pages served with a CSP that forbids eval: zod otherwise compiles object parsers with
 * `new Function`, and its probe for that, made when an object schema is built, is reported as a policy
 * violation. It must run before any schema is defined, hence a module of its own with no schemas.
 *
 * It sets the switch without loading zod: zod keeps its configuration on `globalThis.__zod_globalConfig`,
 * so that every copy of zod in a page shares one, and adopts an object already there when it loads (zod's
 * own documentation of that property names this use). The first screen thus carries no zod at all; zod
 * arrives with the forms that check input. If zod has loaded already, the switch goes into its object.
 */
const holder = globalThis as { __zod_globalConfig?: $ZodConfig };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
