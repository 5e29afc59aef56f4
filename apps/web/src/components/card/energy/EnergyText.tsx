import { Fragment, useMemo } from 'react';
import { EnergyIcon } from './EnergyIcon';
import { splitEnergyText } from './energy-text';

/** Card text with the energy names in it drawn as icons; line breaks of the text are kept. */
export function EnergyText({ text, iconSize = 16 }: { text: string; iconSize?: number }) {
  const parts = useMemo(() => splitEnergyText(text), [text]);
  return (
    <span style={{ whiteSpace: 'pre-line' }}>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <EnergyIcon key={index} type={part.energy} size={iconSize} />
        ),
      )}
    </span>
  );
}
