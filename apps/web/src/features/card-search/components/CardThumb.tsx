import type { SearchRow } from '@carddogam/contract/calls/search';
import { CardImage } from '../../../components/card/CardImage';
import { LazyHoverCard } from '../../../components/hover-card/LazyHoverCard';
import { preferredImage } from '../../../components/card/card-image';

const PREVIEW_WIDTH = 280;

interface CardThumbProps {
  row: SearchRow;
  name: string;
  width?: number | string;
  /** A larger image on hover; off on touch screens and in the challenge book (§2.19). */
  preview: boolean;
}

export function CardThumb({ row, name, width = '100%', preview }: CardThumbProps) {
  const image = preferredImage(row);
  const thumb = <CardImage src={image?.src ?? null} name={name} width={width} />;
  if (!preview || !image) return thumb;
  return (
    <LazyHoverCard
      openDelay={300}
      closeDelay={50}
      position="right"
      shadow="md"
      withinPortal
      padding={4}
      target={thumb}
      dropdown={<CardImage src={image.src} name={name} width={PREVIEW_WIDTH} size="detail" loading="eager" />}
    />
  );
}
