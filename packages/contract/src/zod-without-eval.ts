import { config } from 'zod/v4/core';

/**
 * Imported first by pages served with a CSP that forbids eval: zod otherwise compiles object parsers with
 * `new Function`, and its probe for that, made when an object schema is built, is reported as a policy
 * violation. It must run before any schema is defined, hence a module of its own with no schemas. It
 * imports only zod's configuration, so the first screen does not carry the rest of zod.
 */
config({ jitless: true });
