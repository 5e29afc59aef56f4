import { useState } from 'react';
import { Checkbox, Group, Rating, Text } from '@mantine/core';
import { legendText, type RatingKind } from '../lib/rating-legend';

interface RatingFieldProps {
  kind: RatingKind;
  label: string;
  checked: boolean;
  value: number;
  onCheckedChange: (checked: boolean) => void;
  onValueChange: (value: number) => void;
}

/**
 * One rating of the form: a box that lets the member take part, half-step stars that can be set only
 * while it is checked, and the legend line of the hovered or chosen score (§9).
 */
export function RatingField({
  kind,
  label,
  checked,
  value,
  onCheckedChange,
  onValueChange,
}: RatingFieldProps) {
  const [hovered, setHovered] = useState(-1);
  const shown = checked && hovered > 0 ? hovered : value;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Checkbox
        label={`${label} 평점`}
        checked={checked}
        onChange={(event) => {
          setHovered(-1);
          onCheckedChange(event.currentTarget.checked);
        }}
      />
      <Rating
        value={value}
        onChange={onValueChange}
        onHover={setHovered}
        fractions={2}
        readOnly={!checked}
        // Enter on a star chooses it; without this the browser would also submit the surrounding form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        getSymbolLabel={(score) => `${label} ${score}점`}
        aria-label={`${label} 별점`}
      />
      <Text size="xs" c="dimmed" data-legend={kind}>
        {legendText(kind, shown)}
      </Text>
    </Group>
  );
}
