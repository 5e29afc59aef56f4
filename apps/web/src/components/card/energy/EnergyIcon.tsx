import { ENERGY_STYLES } from './energy-glyphs';
import { ENERGY_INFO, type EnergyIconType } from './energy-types';

export interface EnergyIconProps {
  type: EnergyIconType;
  size?: number;
}

/**
 * One energy symbol; its tooltip and accessible name are the Korean type name (§2.4). The tooltip is the
 * browser's own (an SVG title): a card page shows dozens of these, and a positioned tooltip for each would
 * bring the popover code into every card page's first load.
 */
export function EnergyIcon({ type, size = 18 }: EnergyIconProps) {
  const style = ENERGY_STYLES[type];
  const label = ENERGY_INFO[type].kr;
  return (
    <svg
      role="img"
      aria-label={label}
      data-energy={type}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      style={{ display: 'inline-block', verticalAlign: 'middle', flex: 'none' }}
    >
      <circle cx="12" cy="12" r="11" fill={style.fill} stroke="rgba(0,0,0,0.18)" strokeWidth={1} />
      <title>{label}</title>
      <g fill={style.ink}>{style.glyph}</g>
    </svg>
  );
}
