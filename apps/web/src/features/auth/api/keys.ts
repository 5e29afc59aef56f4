/** Every auth answer is cached under 'auth'. */
export const authKeys = {
  all: ['auth'] as const,
  session: ['auth', 'session'] as const,
  certification: (token: string) => ['auth', 'certify', token] as const,
};
