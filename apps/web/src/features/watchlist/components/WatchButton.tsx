import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Nation } from '@carddogam/contract/constants';
import { loginPath } from '../../../lib/next-path';
import { useSession } from '../../../lib/session';
import { watchedQuery } from '../api/watchlist-queries';

// The dialog's form opens on a click: it loads then, not with the page (the first-load budget).
const WatchDialog = lazy(() => import('./WatchDialog'));

export interface WatchButtonProps {
  cardId: string;
  /** The edition the page or the results show; the dialog starts on it. */
  nation: Nation;
  cardTitle: string;
  /** A labelled button (the card page) rather than the bare ☆ of a result tile. */
  withLabel?: boolean;
}

/**
 * ☆ of a card: filled when the member watches the card in this edition. It opens the dialog of the card's
 * entries and a new one; a guest is sent to the login first.
 */
export function WatchButton({ cardId, nation, cardTitle, withLabel = false }: WatchButtonProps) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const watched = useQuery({ ...watchedQuery(cardId), enabled: user !== null });
  const entries = watched.data ?? [];
  const filled = entries.some((entry) => entry.nation === nation);
  const label = filled ? `${cardTitle} 관심 카드 설정` : `${cardTitle} 관심 카드에 추가`;
  const open = () => (user ? setOpened(true) : void navigate(loginPath(pathname + search)));
  const star = filled ? <IconStarFilled size={18} /> : <IconStar size={18} />;
  return (
    <>
      {withLabel ? (
        <Button
          size="xs"
          variant="light"
          color={filled ? 'yellow' : 'gray'}
          leftSection={star}
          aria-label={label}
          aria-pressed={filled}
          onClick={open}
        >
          관심 카드
        </Button>
      ) : (
        <ActionIcon
          variant="subtle"
          color={filled ? 'yellow' : 'gray'}
          aria-label={label}
          aria-pressed={filled}
          title={filled ? '관심 카드 설정' : '관심 카드에 추가'}
          onClick={open}
        >
          {star}
        </ActionIcon>
      )}
      {opened && (
        <Suspense fallback={null}>
          <WatchDialog
            cardId={cardId}
            nation={nation}
            cardTitle={cardTitle}
            entries={entries}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
