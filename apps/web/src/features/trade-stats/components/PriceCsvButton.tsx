import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { WATCHLIST_MSG } from '@carddogam/contract/calls/watchlist';
import type { Nation } from '@carddogam/contract/constants';
import { downloadCsv } from '../../../components/admin/admin-table-csv';
import { loginPath } from '../../../lib/next-path';
import { useSession } from '../../../lib/session';
import { showError } from '../../../lib/toast';
import { fetchPriceHistory } from '../api/price-export';
import { priceCsv, priceCsvName } from '../lib/price-csv';

/** 'CSV 내려받기': the card edition's price records as a file Excel opens; a guest logs in first. */
export default function PriceCsvButton({ cardId, nation }: { cardId: string; nation: Nation }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!user) return void navigate(loginPath(pathname + search));
    setBusy(true);
    try {
      const { card_name, rows } = await fetchPriceHistory(cardId, nation);
      if (rows.length === 0) return showError(new Error(WATCHLIST_MSG.exportEmpty));
      downloadCsv(priceCsvName(card_name, nation), priceCsv(rows, window.location.origin));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} />}
      loading={busy}
      onClick={() => void download()}
    >
      CSV 내려받기
    </Button>
  );
}
