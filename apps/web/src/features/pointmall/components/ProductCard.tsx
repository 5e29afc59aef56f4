import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductSummary } from '@carddogam/contract/calls/pointmall';
import { formatPoints } from '../lib/order-limits';
import { ProductImage } from './ProductImage';
import { SaleBadge } from './SaleBadge';

/** One product of the list's grid: picture, title, price and what is left. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const soldOut = product.sale_state === '품절';
  return (
    <Card
      component={Link}
      to={`/pointmall/read?id=${product.id}`}
      withBorder
      radius="md"
      padding="sm"
      aria-label={product.title}
      style={{ opacity: soldOut ? 0.7 : 1 }}
    >
      <Card.Section>
        <ProductImage src={product.image} alt={product.title} radius="0" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap={4}>
          <Badge variant="light" color="gray" size="sm">
            {product.category}
          </Badge>
          <SaleBadge state={product.sale_state} />
        </Group>
        <Text fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }}>
          {product.title}
        </Text>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text fw={800} c="grape.7">
            {formatPoints(product.price)}
          </Text>
          <Text size="xs" c="dimmed">
            {soldOut ? '품절' : `재고 ${product.stock.toLocaleString('ko-KR')}개`}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
