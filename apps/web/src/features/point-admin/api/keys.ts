/** The filters of /admin/point/list (the call's `adminPointListParams`), with the page shown. */
export interface LedgerFilter {
  member: string;
  menu: string;
  from: string | null;
  to: string | null;
  page: number;
}

export const pointAdminKeys = {
  all: ['point-admin'] as const,
  ledger: (filter: LedgerFilter) => ['point-admin', 'ledger', filter] as const,
  settings: ['point-admin', 'settings'] as const,
};
