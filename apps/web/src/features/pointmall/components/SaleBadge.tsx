import { Badge } from '@mantine/core';
import type { SaleState } from '@carddogam/contract/pointmall/sale-state';

const COLORS: Record<SaleState, string> = {
  판매중: 'teal',
  품절: 'gray',
  판매예정: 'blue',
  판매종료: 'dark',
  숨김: 'orange',
};

/** Whether a product can be ordered now; nothing while it simply is on sale, unless `always`. */
export function SaleBadge({ state, always = false }: { state: SaleState; always?: boolean }) {
  if (state === '판매중' && !always) return null;
  return (
    <Badge color={COLORS[state]} variant={state === '판매중' ? 'light' : 'filled'}>
      {state}
    </Badge>
  );
}
