/**
 * The end-to-end tests run on the built-in demo catalogue (apps/server/src/import/demo-data.ts), so they
 * see the same cards on every machine and the server starts in seconds. `E2E_CATALOGUE=real` runs the
 * catalogue, card page and card search specs against the real data of ../shared/data instead.
 */
export const realData = process.env.E2E_CATALOGUE === 'real';

/** The specs that know both catalogues; the others use demo cards only. */
export const REAL_CATALOGUE_SPECS = [
  '**/catalogue.spec.ts',
  '**/card-detail.spec.ts',
  '**/card-search.spec.ts',
  '**/sets.spec.ts',
];
