import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  CARD_MENTION_CLASS,
  CARD_MENTION_EDITION_ATTR,
  CARD_MENTION_ID_ATTR,
  CARD_MENTION_ID_PATTERN,
  isMentionEdition,
} from '@carddogam/contract/board/mention';
import type { BoardMention } from '@carddogam/contract/calls/board';
import type { Nation } from '@carddogam/contract/constants';
import { CardDialog } from '../../card-detail';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { findMention } from '../lib/mentions';
import { MentionChip, MissingMention } from './MentionChip';
import { useHoverOpen } from '../../../lib/use-hover-open';
import classes from './PostContent.module.css';

interface ChipSlot {
  element: HTMLElement;
  cardId: string;
  edition: Nation;
  /** The name the chip had when the post was written. */
  text: string;
}

interface PostContentProps {
  /** The server's sanitized HTML (decision 027); the parent keys this component by it. */
  html: string;
  mentions: readonly BoardMention[];
}

/**
 * A post's content. The HTML was sanitized by the server, so it is set as it is; each card mention chip
 * in it then gets a React chip rendered into its span (a portal), which shows the card's current name,
 * edition and price and opens the card popup. Nothing of the member's text is built into markup here.
 */
export function PostContent({ html, mentions }: PostContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<ChipSlot[]>([]);
  // The written names, kept across a second run of the effect (development re-runs it on the same spans).
  const written = useRef(new WeakMap<Element, string>());
  const popup = useHoverOpen<{ cardId: string; edition: Nation }>();
  const isMobile = useIsMobile();

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const found: ChipSlot[] = [];
    for (const element of root.querySelectorAll<HTMLElement>(`span.${CARD_MENTION_CLASS}`)) {
      const cardId = element.getAttribute(CARD_MENTION_ID_ATTR) ?? '';
      const edition = element.getAttribute(CARD_MENTION_EDITION_ATTR);
      if (!CARD_MENTION_ID_PATTERN.test(cardId) || !isMentionEdition(edition)) continue;
      const text = written.current.get(element) ?? element.textContent ?? '';
      written.current.set(element, text);
      // The chip takes the place of the written name.
      element.replaceChildren();
      found.push({ element, cardId, edition, text });
    }
    setSlots(found);
  }, [html]);

  return (
    <>
      <div ref={ref} className={classes.content} dangerouslySetInnerHTML={{ __html: html }} />
      {slots.map((slot, index) => {
        const mention = findMention(mentions, slot.cardId, slot.edition);
        const card = { cardId: slot.cardId, edition: slot.edition };
        const chip =
          mention && mention.name !== null ? (
            <MentionChip
              mention={mention}
              onOpen={() => popup.open(card)}
              hoverProps={isMobile ? undefined : popup.hoverProps(card)}
            />
          ) : (
            <MissingMention text={slot.text} />
          );
        return createPortal(chip, slot.element, `chip-${index}`);
      })}
      <CardDialog
        cardId={popup.current?.cardId ?? null}
        nation={popup.current?.edition}
        board
        onClose={popup.close}
      />
    </>
  );
}
