import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Nation } from '@carddogam/contract/constants';
import { loginPath } from '../../../lib/next-path';
import { useSession } from '../../../lib/session';
import { openCountQuery } from '../api/trade-request-queries';

// Most visitors of a card page never ask for the card: the dialog's form loads on first use, not with
// the page (the first-load budget).
const BuyRequestDialog = lazy(() =>
  import('./BuyRequestDialog').then((module) => ({ default: module.BuyRequestDialog })),
);

/**
 * Beside the card's trade statistics: how many members are looking for this card edition (a buyer
 * signal) and '구매 요청' to add one. A guest is sent to the login first.
 */
export function BuyRequestPanel({
  cardId,
  nation,
  cardTitle,
}: {
  cardId: string;
  nation: Nation;
  cardTitle: string;
}) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const count = useQuery(openCountQuery(cardId, nation));
  const open = count.data?.open ?? 0;
  return (
    <Group justify="space-between" gap="xs" aria-label="구매 요청">
      <Text size="sm" c="dimmed">
        {open > 0 ? `이 카드를 찾는 구매 요청 ${open}건` : '아직 이 카드를 찾는 구매 요청이 없습니다'}
      </Text>
      <Group gap="xs">
        {user && (
          <Anchor component={Link} to="/trade/request" size="sm">
            내 구매 요청
          </Anchor>
        )}
        <Button
          size="xs"
          variant="light"
          onClick={() => (user ? setOpened(true) : void navigate(loginPath(pathname + search)))}
        >
          구매 요청
        </Button>
      </Group>
      {opened && (
        <Suspense fallback={null}>
          <BuyRequestDialog
            cardId={cardId}
            nation={nation}
            cardTitle={cardTitle}
            opened
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
