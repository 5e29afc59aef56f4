import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import type { TournamentDetail } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { loginPath } from '../../../lib/next-path';
import { showError, showSuccess } from '../../../lib/toast';
import { useDrop, useRegister, useUnregister } from '../api/league-mutations';
import { serverInstant } from '../lib/round-timer';
import { tournamentHref } from '../lib/tournament-text';
import { ConfirmButton } from './ConfirmButton';

/** Who is reading: a guest, a member not (yet) approved as a player, or an approved player. */
export type Reader = 'guest' | 'member' | 'player';

/**
 * The reader's own entry. While registration is open: the PTCGL decklist paste with 참가 신청, or 덱 변경 and
 * 참가 취소 once entered; a refused list stays in its box with the server's reason. Later: their list and,
 * during the Swiss rounds, 기권.
 */
export function EntryPanel({ detail, reader }: { detail: TournamentDetail; reader: Reader }) {
  if (detail.status === 'registration') return <Registration detail={detail} reader={reader} />;
  if (!detail.mine) return null;
  return <MyEntry detail={detail} mine={detail.mine} />;
}

function Registration({ detail, reader }: { detail: TournamentDetail; reader: Reader }) {
  const register = useRegister();
  const unregister = useUnregister();
  const [text, setText] = useState(detail.mine?.deck_text ?? '');
  const opensAt = serverInstant(detail.registration_opens_at);
  const notOpenYet = opensAt > serverInstant(detail.server_now);
  const full = !detail.mine && detail.player_count >= detail.max_players;

  if (reader === 'guest')
    return (
      <Group gap="xs">
        <Text size="sm">로그인한 승인 플레이어만 참가할 수 있습니다.</Text>
        <Button component={Link} to={loginPath(tournamentHref(detail.id))} variant="default" size="xs">
          로그인
        </Button>
      </Group>
    );
  if (reader === 'member')
    return (
      <Group gap="xs">
        <Text size="sm">{LEAGUE_MSG.notApprovedPlayer}</Text>
        <Button component={Link} to="/league" variant="default" size="xs">
          참가 신청하러 가기
        </Button>
      </Group>
    );

  return (
    <Stack gap="sm">
      {notOpenYet && (
        <Alert color="blue">참가 접수는 {formatDateTime(detail.registration_opens_at)}부터입니다.</Alert>
      )}
      {full && <Alert color="gray">{LEAGUE_MSG.tournamentFull}</Alert>}
      <Textarea
        label="덱 리스트"
        description="PTCGL에서 내보낸 덱 리스트를 붙여넣으세요. 정확히 60장, 이 대회 레귤레이션의 카드만 쓸 수 있습니다."
        autosize
        minRows={8}
        maxRows={20}
        maxLength={10_000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      {register.isError && (
        <Alert color="red" role="alert">
          {errorMessage(register.error)}
        </Alert>
      )}
      {register.isSuccess && (
        <Alert color="teal" role="status">
          {register.data.message}
          {register.data.archetype && ` (덱: ${register.data.archetype.name_kr})`}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        {detail.mine && (
          <ConfirmButton
            label="참가 취소"
            variant="light"
            danger
            title="참가 취소"
            message={`'${detail.name}' 대회 참가를 취소합니다.`}
            pending={unregister.isPending}
            onConfirm={() =>
              unregister.mutateAsync(detail.id).then(({ message }) => showSuccess(message), showError)
            }
          />
        )}
        <Button
          loading={register.isPending}
          disabled={notOpenYet || full}
          onClick={() => register.mutate({ tournament_id: detail.id, deck_text: text })}
        >
          {detail.mine ? '덱 변경' : '참가 신청'}
        </Button>
      </Group>
    </Stack>
  );
}

function MyEntry({
  detail,
  mine,
}: {
  detail: TournamentDetail;
  mine: NonNullable<TournamentDetail['mine']>;
}) {
  const drop = useDrop();
  const [showList, setShowList] = useState(false);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        {mine.dropped_after_round !== null ? (
          <Text size="sm">{mine.dropped_after_round}라운드 후 기권했습니다.</Text>
        ) : (
          <Text size="sm">참가 중입니다.</Text>
        )}
        <Button variant="subtle" size="xs" onClick={() => setShowList((v) => !v)}>
          {showList ? '내 덱 리스트 닫기' : '내 덱 리스트 보기'}
        </Button>
        {detail.status === 'swiss' && mine.dropped_after_round === null && (
          <ConfirmButton
            label="기권"
            size="xs"
            variant="light"
            danger
            title="대회 기권"
            message="다음 라운드부터 대진에서 빠집니다. 지금 라운드의 대전은 그대로 남습니다. 기권한 뒤에는 되돌릴 수 없습니다."
            pending={drop.isPending}
            onConfirm={() =>
              drop
                .mutateAsync({ tournament_id: detail.id })
                .then(({ message }) => showSuccess(message), showError)
            }
          />
        )}
      </Group>
      {showList && (
        <Textarea
          aria-label="내 덱 리스트"
          readOnly
          autosize
          minRows={6}
          maxRows={20}
          value={mine.deck_text}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        />
      )}
    </Stack>
  );
}
