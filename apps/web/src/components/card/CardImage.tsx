import { useState, type CSSProperties } from 'react';
import { Image, Text } from '@mantine/core';
import { IconCards } from '@tabler/icons-react';
import classes from './CardImage.module.css';

export interface CardImageProps {
  /** Resolved address (see cardImageSrc); null draws the placeholder straight away. */
  src: string | null;
  /** The card's name: the image's alt text and the placeholder's caption. */
  name: string;
  /** CSS width; the height follows the printed card's 63:88 shape. */
  width?: number | string;
  style?: CSSProperties;
  loading?: 'lazy' | 'eager';
}

/**
 * A card picture that never shows a broken-image icon: a missing or unreachable image becomes a
 * card-shaped placeholder with the name on it.
 */
export function CardImage({ src, name, width = '100%', style, loading = 'lazy' }: CardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;

  return (
    <div className={classes.frame} style={{ width, ...style }}>
      {showImage ? (
        <Image
          src={src}
          alt={name}
          loading={loading}
          className={classes.image}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div className={classes.placeholder} role="img" aria-label={`${name} (이미지 없음)`}>
          <IconCards size={28} aria-hidden />
          <Text size="xs" fw={600} ta="center" lineClamp={3}>
            {name}
          </Text>
        </div>
      )}
    </div>
  );
}
