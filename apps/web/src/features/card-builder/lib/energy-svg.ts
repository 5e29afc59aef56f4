import { Fragment, isValidElement, type ReactNode } from 'react';
import { ENERGY_STYLES } from '../../../components/card/energy/energy-glyphs';
import type { EnergyIconType } from '../../../components/card/energy/energy-types';

/**
 * The energy symbols of the site's icons (components/card/energy), as standalone SVG text for the canvas:
 * the fan card draws the very shapes the card pages show, so a new glyph there needs no change here.
 * The glyphs are plain React elements (path, circle, rect and fragments), which this writes out as markup
 * without bringing a server renderer into the page.
 */

const ATTRIBUTE_NAMES: Record<string, string> = { strokeWidth: 'stroke-width' };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function markupOf(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(markupOf).join('');
  if (!isValidElement(node)) return '';
  const { children, ...attributes } = node.props as { children?: ReactNode } & Record<string, unknown>;
  if (node.type === Fragment) return markupOf(children);
  if (typeof node.type !== 'string') return '';
  const written = Object.entries(attributes)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => ` ${ATTRIBUTE_NAMES[name] ?? name}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${node.type}${written}>${markupOf(children)}</${node.type}>`;
}

/** One energy symbol as an SVG document on the icons' 24×24 grid, drawn at `size` pixels. */
export function energySvgMarkup(type: EnergyIconType, size: number): string {
  const style = ENERGY_STYLES[type];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">` +
    `<circle cx="12" cy="12" r="11" fill="${style.fill}" stroke="rgba(0,0,0,0.18)" stroke-width="1"></circle>` +
    `<g fill="${style.ink}">${markupOf(style.glyph)}</g></svg>`
  );
}

/** The symbol as an address an Image can load; a data URL never taints the canvas it is drawn on. */
export function energySvgDataUrl(type: EnergyIconType, size: number): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(energySvgMarkup(type, size))}`;
}

/** The disc colour of a type, which also colours the fan card's frame. */
export const energyFill = (type: EnergyIconType) => ENERGY_STYLES[type].fill;
