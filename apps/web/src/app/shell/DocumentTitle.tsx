import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { recordPageName, titleSourceFor, type TitleRecord } from '@carddogam/contract/page-title';
import { useTitle } from '../../lib/use-title';
import { recordTitleQuery } from '../api/shell-queries';

const NO_RECORD: TitleRecord = { kind: 'card', id: '' };

/** Keeps the document title in step with the current path (§2.1 page titles). */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const source = useMemo(() => titleSourceFor(pathname, new URLSearchParams(search)), [pathname, search]);
  const { data: recordTitle } = useQuery({
    ...recordTitleQuery(source.record ?? NO_RECORD),
    enabled: source.record !== undefined,
  });
  const name = source.record && recordTitle ? recordPageName(source.record, recordTitle) : source.name;
  useTitle(name);
  return null;
}
