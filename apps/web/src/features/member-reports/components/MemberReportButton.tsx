import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCanReportMember } from '../hooks/use-can-report';
import { MemberReportDialog } from './LazyMemberReportDialog';
import type { ReportSource } from './MemberReportDialog';

interface MemberReportButtonProps {
  member: { userId: string; nickname: string };
  source: ReportSource;
}

/** 신고하기 beside what a member wrote (a received message, a trade post); hidden for oneself and guests. */
export function MemberReportButton({ member, source }: MemberReportButtonProps) {
  const [open, setOpen] = useState(false);
  if (!useCanReportMember(member)) return null;
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconAlertTriangle size={14} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        신고하기
      </Button>
      {open && <MemberReportDialog member={member} source={source} onClose={() => setOpen(false)} />}
    </>
  );
}
