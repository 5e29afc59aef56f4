import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/ErrorScreen';
import { TimeoutError } from '../lib/with-timeout';
import { ApiError } from '../lib/api';

const LOAD_FAILED_MESSAGE = '화면을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해주세요.';

/** Describes a route failure in Korean without showing technical details. */
export function routeErrorMessage(error: unknown): string | undefined {
  if (error instanceof TimeoutError || error instanceof ApiError) return error.message;
  // A code chunk that cannot be fetched (offline, or replaced by a newer deployment).
  if (
    error instanceof TypeError &&
    /dynamically imported module|module script|Importing a module/i.test(error.message)
  ) {
    return LOAD_FAILED_MESSAGE;
  }
  return undefined;
}

function useLoggedRouteError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    console.error('화면 오류', error);
  }, [error]);
  return error;
}

/**
 * Shown when a route fails to load or render: inside the shell for a page, in place of everything when
 * the shell itself fails. Unknown paths never get here; the catch-all route shows the 404 page.
 */
export function RouteErrorPage() {
  const error = useLoggedRouteError();
  return <ErrorScreen message={routeErrorMessage(error)} />;
}
