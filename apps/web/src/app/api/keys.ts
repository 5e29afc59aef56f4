/** Answers the application shell asks for on its own, cached under 'shell'. */
export const shellKeys = {
  all: ['shell'] as const,
  ipBanned: ['shell', 'ip-banned'] as const,
  recordTitle: (kind: string, id: string) => ['shell', 'record-title', kind, id] as const,
};
