import type { QueryClient } from '@tanstack/react-query';
import { boardKeys } from '../../boards';
import { boardAdminKeys } from './keys';

/** After a change here the staff lists and every board answer (lists, posts, the menu) are read again. */
export function refreshBoards(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: boardAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  ]);
}
