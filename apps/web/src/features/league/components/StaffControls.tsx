import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { TournamentDetail } from '@carddogam/contract/calls/league';
import { showError, showSuccess } from '../../../lib/toast';
import { useCancelTournament, useNextRound, useStartTournament } from '../api/league-mutations';
import { openMatches } from '../lib/rounds';
import { ConfirmButton } from './ConfirmButton';

/** What 다음 라운드 will do from here, said in its confirm. */
function nextRoundText(detail: TournamentDetail): string {
  if (detail.status === 'top_cut') return '다음 토너먼트 라운드를 짜거나, 결승이 끝났으면 대회를 마칩니다.';
  if (detail.swiss_rounds !== null && detail.current_round < detail.swiss_rounds)
    return `${detail.current_round + 1}라운드 대진을 짭니다.`;
  return detail.top_cut > 0
    ? `스위스 라운드를 마치고 상위 ${detail.top_cut}명 토너먼트 대진을 짭니다.`
    : '스위스 라운드를 마치고 최종 순위를 확정합니다.';
}

/**
 * The staff's controls: before the start 대회 시작, 수정 and 취소; while running 다음 라운드, once every
 * match of the round is final (the server says which are still open). Each asks first.
 */
export function StaffControls({ detail }: { detail: TournamentDetail }) {
  const start = useStartTournament();
  const next = useNextRound();
  const cancel = useCancelTournament();
  const navigate = useNavigate();
  const open = openMatches(detail.matches, detail.current_round).length;
  const done = ({ message }: { message: string }) => showSuccess(message);

  if (detail.status === 'finished' || detail.status === 'cancelled') return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="대회 운영">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          운영
          {detail.status !== 'registration' && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              · {detail.current_round}라운드 미확정 대전 {open}개
            </Text>
          )}
        </Text>
        <Group gap="xs">
          {detail.status === 'registration' ? (
            <>
              <ConfirmButton
                label="대회 시작"
                title="대회 시작"
                message={`참가 접수를 마감하고 ${detail.player_count}명으로 1라운드 대진을 짭니다. 시작한 뒤에는 참가자를 바꿀 수 없습니다.`}
                pending={start.isPending}
                onConfirm={() => start.mutateAsync(detail.id).then(done, showError)}
              />
              <Button
                component={Link}
                to={`/league/tournament/update?id=${detail.id}`}
                size="sm"
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                수정
              </Button>
              <ConfirmButton
                label="취소"
                ariaLabel="대회 취소"
                variant="light"
                danger
                title="대회 취소"
                message={`'${detail.name}' 대회를 취소합니다. 참가 신청도 모두 무효가 되며 되돌릴 수 없습니다.`}
                confirmLabel="대회 취소"
                pending={cancel.isPending}
                onConfirm={() =>
                  cancel.mutateAsync(detail.id).then((answer) => {
                    done(answer);
                    void navigate('/league/tournament/list');
                  }, showError)
                }
              />
            </>
          ) : (
            <ConfirmButton
              label="다음 라운드"
              title="다음 라운드"
              message={nextRoundText(detail)}
              pending={next.isPending}
              onConfirm={() => next.mutateAsync(detail.id).then(done, showError)}
            />
          )}
        </Group>
      </Group>
    </Paper>
  );
}
