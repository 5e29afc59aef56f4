/** The site-wide search: one answer per word. */
export const unifiedSearchKeys = {
  all: ['unified-search'] as const,
  results: (q: string) => ['unified-search', q] as const,
};
