import { lazy, Suspense } from 'react';
import type { MemberReportDialogProps } from './MemberReportDialog';

// Few visitors ever report anyone: the dialog's code loads when one does, not with the menu or the page.
const Dialog = lazy(() => import('./MemberReportDialog'));

/** The report dialog, loaded on first use. Mount it to open it; onClose unmounts it. */
export function MemberReportDialog(props: MemberReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
