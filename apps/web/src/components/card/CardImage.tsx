import { useState, type CSSProperties } from 'react';
import { IconCards } from '@tabler/icons-react';
import {
  CARD_IMAGE_WIDTHS,
  cardImageHeight,
  parseMirroredImage,
  type CardImageSize,
} from '@carddogam/contract/cards/card-image';
import classes from './CardImage.module.css';

export interface CardImageProps {
  /** Resolved address (see cardImageSrc); null draws the placeholder straight away. */
  src: string | null;
  /** The card's name: the image's alt text and the placeholder's caption. */
  name: string;
  /** CSS width; the height follows the printed card's 63:88 shape. */
  width?: number | string;
  style?: CSSProperties;
  /**
   * What the picture is drawn as, which bounds the widths of a mirrored picture the browser may fetch:
   * 'thumb' (grids and lists, where two dozen load at once) only the smallest.
   */
  size?: CardImageSize;
  /** The width the picture is shown at, for the browser's choice (the sizes attribute); `width` when a number. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** The page's main picture: fetched ahead of everything else. */
  priority?: boolean;
}

/** The widths of a mirrored picture each use may choose from. */
const CHOICES: Record<CardImageSize, CardImageSize[]> = {
  thumb: ['thumb'],
  detail: ['thumb', 'detail', 'zoom'],
  zoom: ['detail', 'zoom'],
};

interface Attempt {
  src: string;
  srcSet?: string;
}

/**
 * What to try, in order: our copy (with its widths) and then the source's address for a mirrored picture
 * (decision 029), the address itself for any other.
 */
function attemptsFor(src: string | null, size: CardImageSize): Attempt[] {
  if (src === null) return [];
  const mirrored = parseMirroredImage(src);
  if (!mirrored) return [{ src }];
  const choices = CHOICES[size];
  const srcSet =
    choices.length > 1
      ? choices.map((c) => `${mirrored.sources[c]} ${CARD_IMAGE_WIDTHS[c]}w`).join(', ')
      : undefined;
  return [{ src: mirrored.sources[size], srcSet }, { src: mirrored.fallback }];
}

/**
 * A card picture that never shows a broken-image icon: a mirrored picture that fails falls back to the
 * source's address, and a missing or unreachable image becomes a card-shaped placeholder with the name on
 * it. The frame keeps the card's shape before anything loads, so nothing below it moves.
 */
export function CardImage({
  src,
  name,
  width = '100%',
  style,
  size = 'thumb',
  sizes,
  loading = 'lazy',
  priority = false,
}: CardImageProps) {
  const [failed, setFailed] = useState<{ src: string | null; count: number }>({ src: null, count: 0 });
  const failures = failed.src === src ? failed.count : 0;
  const attempt = attemptsFor(src, size)[failures];
  const intrinsicWidth = CARD_IMAGE_WIDTHS[size];
  const fail = () => setFailed({ src, count: failures + 1 });
  // A server-rendered picture (decision 041) may have failed before the script was there to hear it: a
  // picture already given up on (broken, with an address tried) counts as failed when React attaches.
  const failedBeforeHydration = (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
  };

  return (
    <div className={classes.frame} style={{ width, ...style }}>
      {attempt ? (
        <img
          key={attempt.src}
          src={attempt.src}
          srcSet={attempt.srcSet}
          sizes={
            attempt.srcSet ? (sizes ?? (typeof width === 'number' ? `${width}px` : undefined)) : undefined
          }
          width={intrinsicWidth}
          height={cardImageHeight(intrinsicWidth)}
          alt={name}
          loading={loading}
          fetchPriority={priority ? 'high' : undefined}
          className={classes.image}
          ref={failedBeforeHydration}
          onError={fail}
        />
      ) : (
        <div className={classes.placeholder} role="img" aria-label={`${name} (이미지 없음)`}>
          <IconCards size={28} aria-hidden />
          <span className={classes.caption}>{name}</span>
        </div>
      )}
    </div>
  );
}
