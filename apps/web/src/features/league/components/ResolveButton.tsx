import { useState } from 'react';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { MatchView } from '@carddogam/contract/calls/league';
import { AppDialog } from '../../../components/AppDialog';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { showSuccess } from '../../../lib/toast';
import { useResolve, type ResolveParams } from '../api/league-mutations';
import { OUTCOME_LABEL } from '../lib/my-match';

type Result = ResolveParams['result'];

/** Staff settle a disputed or unreported match: who won, or a tie (not in the top cut). */
export function ResolveButton({ match }: { match: MatchView }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const resolve = useResolve();
  const p1 = match.player1.ptcgl_name;
  const p2 = match.player2?.ptcgl_name ?? '';
  const close = () => {
    setOpen(false);
    setResult(null);
    resolve.reset();
  };
  const reportText = (report: MatchView['report1']) => (report ? OUTCOME_LABEL[report] : '미보고');

  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color={match.disputed ? 'orange' : undefined}
        aria-label={`테이블 ${match.table_no} 결과 확정`}
        onClick={() => setOpen(true)}
      >
        결과 확정
      </Button>
      <AppDialog opened={open} onClose={close} title={`테이블 ${match.table_no} 결과 확정`}>
        <Stack gap="md">
          <Text size="sm">
            보고: {p1} {reportText(match.report1)} · {p2} {reportText(match.report2)}
          </Text>
          <Radio.Group label="결과" value={result} onChange={(value) => setResult(value as Result)}>
            <Group gap="md" mt={4}>
              <Radio value="p1" label={`${p1} 승`} />
              <Radio value="p2" label={`${p2} 승`} />
              {match.stage === 'swiss' && <Radio value="tie" label="무승부" />}
            </Group>
          </Radio.Group>
          <DialogSaveFooter
            error={resolve.error}
            saving={resolve.isPending}
            disabled={result === null}
            onCancel={close}
            onSave={() =>
              result &&
              resolve.mutate(
                { match_id: match.id, result },
                {
                  onSuccess: ({ message }) => {
                    showSuccess(message);
                    close();
                  },
                },
              )
            }
          />
        </Stack>
      </AppDialog>
    </>
  );
}
