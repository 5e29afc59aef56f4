import { useEffect } from 'react';
import { formatDocumentTitle } from '@carddogam/contract/page-title';

/**
 * Names the tab after the member ('{nickname}님의 게시글'). The shell titles /mypage… pages '마이페이지'
 * and does not set it again while the path stays under /mypage, so the title it had is put back on leaving.
 */
export function useProfileTitle(pageName: string | null) {
  useEffect(() => {
    if (!pageName) return;
    const previous = document.title;
    document.title = formatDocumentTitle(pageName);
    return () => {
      document.title = previous;
    };
  }, [pageName]);
}
