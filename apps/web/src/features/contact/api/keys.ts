import type { InquiryCategory, InquiryStatus } from '@carddogam/contract/calls/contact';

/** The staff list's filters and page; null means every status or category. */
export interface AdminInquiryFilter {
  status: InquiryStatus | null;
  category: InquiryCategory | null;
  q: string;
  page: number;
}

/** Every inquiry answer sits under 'contact', so a write or an answer refreshes the lists and the reads. */
export const contactKeys = {
  all: ['contact'] as const,
  mine: (page: number) => ['contact', 'mine', page] as const,
  one: (id: number, token: string) => ['contact', 'one', id, token] as const,
  admin: (filter: AdminInquiryFilter) => ['contact', 'admin', filter] as const,
};
