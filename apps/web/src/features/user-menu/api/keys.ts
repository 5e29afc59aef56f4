/** Every user-menu answer is cached under 'user-menu'. */
export const userMenuKeys = {
  all: ['user-menu'] as const,
  summary: (userId: string) => ['user-menu', 'summary', userId] as const,
};
