/** Every trade notice answer sits under 'trade-notice'. */
export const tradeNoticeKeys = {
  all: ['trade-notice'] as const,
  shown: ['trade-notice', 'shown'] as const,
  admin: ['trade-notice', 'admin'] as const,
};
