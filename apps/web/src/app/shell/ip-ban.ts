import { useQuery } from '@tanstack/react-query';
import { ipBanQuery } from '../api/shell-queries';

/** Whether the server says this visitor's IP is banned. Unknown (loading or failed) counts as not banned. */
export function useIpBanned(): boolean {
  return useQuery(ipBanQuery).data === true;
}
