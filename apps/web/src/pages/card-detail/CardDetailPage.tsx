import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CardDetailSkeleton, CardMissing, cardPageQuery } from '../../features/card-detail';
import { CardDetailContent } from './CardDetailContent';

/** /card/detail?id= (§2.3). */
export default function CardDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  if (!id) return <CardMissing />;
  return <CardDetailLoader key={id} id={id} />;
}

function CardDetailLoader({ id }: { id: string }) {
  const { data: page, isPending, isError, error } = useQuery(cardPageQuery(id));
  if (isPending) return <CardDetailSkeleton />;
  if (isError) {
    return (
      <Alert color="red" title="카드 정보를 불러오지 못했습니다" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (!page) return <CardMissing />;
  return <CardDetailContent page={page} />;
}
