/** Every card-detail answer is cached under 'card-detail'. */
export const cardDetailKeys = {
  all: ['card-detail'] as const,
  page: (id: string) => ['card-detail', 'page', id] as const,
  viewCount: (id: string) => ['card-detail', 'view-count', id] as const,
  subtypeLabels: ['card-detail', 'subtype-labels'] as const,
  related: (kind: string, text: string, excludeId: string | null, limit: number) =>
    ['card-detail', 'related', kind, text, excludeId, limit] as const,
};
