import { Badge, type BadgeProps } from '@mantine/core';
import { DIVISION_COLORS, DIVISIONS, type Division } from '@carddogam/contract/calls/official-league';

const isDivision = (value: string): value is Division => (DIVISIONS as readonly string[]).includes(value);

/**
 * An event's division (Master, Senior, Junior, All ages) in its §9 colour. The text picks black or white
 * by the colour's lightness, so Junior's yellow stays readable.
 */
export function DivisionBadge({ division, size = 'sm' }: { division: string; size?: BadgeProps['size'] }) {
  return (
    <Badge
      size={size}
      radius="sm"
      color={isDivision(division) ? DIVISION_COLORS[division] : 'gray'}
      autoContrast
      style={{ textTransform: 'none' }}
    >
      {division}
    </Badge>
  );
}
