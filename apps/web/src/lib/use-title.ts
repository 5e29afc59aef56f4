import { useEffect } from 'react';
import { formatDocumentTitle } from '@carddogam/contract/page-title';

/** Sets the document title to '{page} - {site title}', or the site title alone without a page name. */
export function useTitle(pageName: string | null | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageName);
  }, [pageName]);
}
