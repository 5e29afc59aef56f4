import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  POINTMALL_CATEGORIES,
  POINTMALL_PAGE_SIZE,
  type PointmallCategory,
} from '@carddogam/contract/calls/pointmall';
import { POINTMALL_MSG } from '@carddogam/contract/messages';
import { canWriteProducts } from '@carddogam/contract/pointmall/roles';
import { ListPager } from '../../components/ListPager';
import { QueryState } from '../../components/QueryState';
import { useSession } from '../../lib/session';
import { Banner } from '../banners';
import { productListQuery } from './api/pointmall-queries';
import { CategoryTabs } from './components/CategoryTabs';
import { MallFrame } from './components/MallFrame';
import { MallGuide } from './components/MallGuide';
import { ProductCard } from './components/ProductCard';
import { formatPoints } from './lib/order-limits';

const isCategory = (value: string | null): value is PointmallCategory =>
  (POINTMALL_CATEGORIES as readonly (string | null)[]).includes(value);

/** /pointmall/list: the top banner, the guide, category tabs and the products as a grid of cards. */
export default function PointmallListPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(productListQuery(category, page));
  const go = (next: { category: PointmallCategory | null; page: number }) => {
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const actions = (
    <>
      {user && (
        <Text size="sm" c="dimmed" aria-label="내 포인트">
          내 포인트 <b>{formatPoints(user.point ?? 0)}</b>
        </Text>
      )}
      {user && canWriteProducts(user) && (
        <Button component={Link} to="/pointmall/write" leftSection={<IconPlus size={16} />} size="sm">
          상품 등록
        </Button>
      )}
    </>
  );

  return (
    <MallFrame title="포인트몰" actions={actions}>
      <Banner placement="pointmall" />
      <MallGuide />
      <CategoryTabs value={category} onChange={(next) => go({ category: next, page: 1 })} />
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {POINTMALL_MSG.empty}
        </Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
            {list.data.rows.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
          <ListPager
            page={page}
            total={list.data.total}
            size={POINTMALL_PAGE_SIZE}
            onChange={(next) => go({ category, page: next })}
          />
        </Stack>
      )}
    </MallFrame>
  );
}
