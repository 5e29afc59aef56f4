import { Box, ScrollArea, Text } from '@mantine/core';
import { CardImage } from '../../../components/card/CardImage';
import type { TableCard } from '../lib/simulation';
import type { TestCardInfo } from '../lib/test-deck';
import classes from './CardRow.module.css';

/**
 * A row of cards on the table. It never wraps: on a phone the hand scrolls sideways, as a hand held in
 * the fingers would, instead of pushing the buttons far below.
 */
export function CardRow({
  cards,
  info,
  faceDown = false,
  width,
  testId,
  label,
}: {
  cards: readonly TableCard[];
  info: ReadonlyMap<string, TestCardInfo>;
  faceDown?: boolean;
  width: number;
  testId: string;
  label: string;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6} aria-label={label}>
      <Box className={classes.row} role="list">
        {cards.map((c) => {
          const card = info.get(c.card_id);
          const name = card?.name ?? c.card_id;
          return (
            <Box
              key={`${c.card_id}#${c.copy}`}
              component="figure"
              m={0}
              role="listitem"
              className={classes.card}
              style={{ width }}
              data-testid={testId}
              data-card-id={faceDown ? undefined : c.card_id}
            >
              {faceDown ? (
                <div className={classes.back} role="img" aria-label="뒷면 카드" />
              ) : (
                <>
                  <CardImage src={card?.image ?? null} name={name} width={width} />
                  <Text component="figcaption" size="xs" ta="center" lineClamp={1} mt={4}>
                    {name}
                  </Text>
                </>
              )}
            </Box>
          );
        })}
      </Box>
    </ScrollArea>
  );
}
