import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { showSuccess } from '../../../lib/toast';
import { CardSearchPanel } from '../../card-search';
import { useAdminPriceInsert, useRefreshPrices } from '../api/trade-mutations';
import { nameIn } from '../components/CardPickerModal';
import { newPriceRow, rowToParams, type PriceRow } from './price-rows';
import { PriceRowEditor } from './PriceRowEditor';
import { AppDialog } from '../../../components/AppDialog';

/**
 * The 관리자's price create dialog (§2.11): repeatable rows (+ adds, - removes), each sent as its own
 * insert with post_id 0. The statistics section refreshes after saving.
 */
export function PriceCreateDialog({
  opened,
  onClose,
  card,
}: {
  opened: boolean;
  onClose: () => void;
  card: { id: string; name: string; nation: Nation };
}) {
  const isMobile = useIsMobile();
  const refresh = useRefreshPrices();
  const insertPrice = useAdminPriceInsert();
  const [rows, setRows] = useState<PriceRow[]>(() => [newPriceRow(card, koreanToday())]);
  const [picking, setPicking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pickingRow = rows.find((r) => r.key === picking) ?? null;
  const update = (row: PriceRow) => setRows((all) => all.map((r) => (r.key === row.key ? row : r)));

  const close = () => {
    setRows([newPriceRow(card, koreanToday())]);
    setError(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    // Rows already saved leave the form, so a retry after a failure does not send them twice.
    try {
      for (const row of rows) {
        await insertPrice.mutateAsync(rowToParams(row));
        setRows((all) => all.filter((r) => r.key !== row.key));
      }
      showSuccess(MSG.priceCreated);
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return (
    <>
      <AppDialog
        opened={opened && picking === null}
        onClose={close}
        title="가격 등록"
        size={isMobile ? '100%' : 'xl'}
        fullScreen={isMobile}
      >
        <Stack gap="sm">
          {rows.map((row, i) => (
            <PriceRowEditor
              key={row.key}
              row={row}
              index={i}
              onChange={update}
              onRemove={rows.length > 1 ? () => setRows((all) => all.filter((r) => r.key !== row.key)) : null}
              onPickCard={() => setPicking(row.key)}
            />
          ))}
          <Button
            variant="light"
            aria-label="행 추가"
            onClick={() => setRows((all) => [...all, newPriceRow(card, koreanToday())])}
          >
            +
          </Button>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              취소하기
            </Button>
            <Button loading={busy} disabled={rows.length === 0} onClick={() => void submit()}>
              추가하기
            </Button>
          </Group>
        </Stack>
      </AppDialog>
      <AppDialog
        opened={pickingRow !== null}
        onClose={() => setPicking(null)}
        title="카드 선택"
        size={isMobile ? '100%' : '90%'}
        fullScreen={isMobile}
      >
        {pickingRow && (
          <Tabs defaultValue="select">
            <Tabs.List>
              <Tabs.Tab value="select">카드 선택</Tabs.Tab>
              <Tabs.Tab value="detail">카드 상세</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="select" pt="sm">
              <CardSearchPanel
                mode="picker"
                onPick={(picked) => {
                  update({
                    ...pickingRow,
                    card_id: picked.id,
                    card_name: nameIn(picked, pickingRow.card_nation),
                  });
                  setPicking(null);
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="detail" pt="sm">
              <Text fw={700}>{pickingRow.card_name}</Text>
              <Anchor href={`/card/detail?id=${pickingRow.card_id}`} target="_blank" size="sm">
                카드 상세페이지
              </Anchor>
            </Tabs.Panel>
          </Tabs>
        )}
      </AppDialog>
    </>
  );
}
