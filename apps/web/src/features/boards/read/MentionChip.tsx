import { useState } from 'react';
import { Badge, UnstyledButton } from '@mantine/core';
import type { BoardMention } from '@carddogam/contract/calls/board';
import { NATION_LABEL } from '@carddogam/contract/constants';
import { cardImageSrc } from '../../../components/card/card-image';
import { mentionLabel, mentionPrice } from '../lib/mentions';
import classes from './MentionChip.module.css';

const EDITION_COLOR = { kr: 'blue', en: 'teal', jp: 'red' } as const;

interface MentionChipProps {
  mention: BoardMention;
  onOpen: () => void;
  /** Mouse handlers that open the popup after a short rest (desktop only). */
  hoverProps?: { onMouseEnter: () => void; onMouseLeave: () => void };
}

/**
 * A card named in a post: its current Korean name, edition and average price, as a button that opens
 * the card popup (§2.17, board mode).
 */
export function MentionChip({ mention, onOpen, hoverProps }: MentionChipProps) {
  const name = mention.name ?? mention.card_id;
  const src = cardImageSrc(mention.edition, mention.image);
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <UnstyledButton
      className={classes.chip}
      aria-label={mentionLabel(name, mention)}
      aria-haspopup="dialog"
      data-card-chip={mention.card_id}
      onClick={onOpen}
      {...hoverProps}
    >
      {src && !imageFailed && (
        <img className={classes.thumb} src={src} alt="" loading="lazy" onError={() => setImageFailed(true)} />
      )}
      <span className={classes.name}>{name}</span>
      <Badge component="span" size="xs" radius="sm" variant="light" color={EDITION_COLOR[mention.edition]}>
        {NATION_LABEL[mention.edition]}
      </Badge>
      <span className={classes.price}>{mentionPrice(mention)}</span>
    </UnstyledButton>
  );
}

/** A chip whose card no longer exists: the name as it was written, without price or popup. */
export function MissingMention({ text }: { text: string }) {
  return (
    <span className={classes.missing} title="카드 정보를 찾을 수 없습니다">
      {text}
    </span>
  );
}
