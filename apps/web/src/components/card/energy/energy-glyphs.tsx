import type { ReactNode } from 'react';
import type { EnergyIconType } from './energy-types';

interface EnergyStyle {
  fill: string;
  /** Glyph colour; dark on the light discs so the symbol stays readable. */
  ink: string;
  glyph: ReactNode;
}

/**
 * Simple symbols of each type on a 24×24 grid, drawn over a coloured disc of radius 11. They only need
 * to be recognisable at 16–24 px, so each is one or two plain shapes.
 */
export const ENERGY_STYLES: Record<EnergyIconType, EnergyStyle> = {
  Grass: {
    fill: '#3f9b46',
    ink: '#fff',
    glyph: (
      <>
        <path d="M6.5 17.5C6.5 11 10.5 6.5 17.5 6.5c0 7-4.5 11-11 11z" />
        <path d="M6.5 17.5l6-6" strokeWidth={1.4} stroke="#3f9b46" fill="none" />
      </>
    ),
  },
  Fire: {
    fill: '#e2552d',
    ink: '#fff',
    glyph: (
      <path d="M12 4c.8 3 4.8 5 4.8 9.4a4.8 4.8 0 0 1-9.6 0c0-1.9.9-3.2 2-4.1 0 1.8.8 3 1.9 3.1-.2-3 .1-5.6.9-8.4z" />
    ),
  },
  Water: {
    fill: '#2b87d1',
    ink: '#fff',
    glyph: <path d="M12 4.5c3 4 5 6.8 5 9.6a5 5 0 0 1-10 0c0-2.8 2-5.6 5-9.6z" />,
  },
  Lightning: {
    fill: '#f3c623',
    ink: '#3b3000',
    glyph: <path d="M13.5 3.5L6.5 13h4.6l-1.2 7.5 7.6-10h-4.8l.8-7z" />,
  },
  Psychic: {
    fill: '#9a4fb8',
    ink: '#fff',
    glyph: (
      <>
        <path d="M3.8 12c2.2-3.9 5-5.8 8.2-5.8s6 1.9 8.2 5.8c-2.2 3.9-5 5.8-8.2 5.8S6 15.9 3.8 12z" />
        <circle cx="12" cy="12" r="2.6" fill="#9a4fb8" />
      </>
    ),
  },
  Fighting: {
    fill: '#b3612c',
    ink: '#fff',
    glyph: (
      <>
        <rect x="7" y="7.5" width="10" height="9.5" rx="2.4" />
        <path d="M9.5 7.8v4M12 7.8v4M14.5 7.8v4M7.5 13.5h4" stroke="#b3612c" strokeWidth={1.2} fill="none" />
      </>
    ),
  },
  Darkness: {
    fill: '#2e3a44',
    ink: '#fff',
    glyph: <path d="M14.8 5.2a7 7 0 1 0 4 12.2 5.7 5.7 0 1 1-4-12.2z" />,
  },
  Metal: {
    fill: '#8a98a4',
    ink: '#fff',
    glyph: (
      <>
        <path d="M12 4.5l6.5 3.75v7.5L12 19.5l-6.5-3.75v-7.5z" />
        <circle cx="12" cy="12" r="2.8" fill="#8a98a4" />
      </>
    ),
  },
  Fairy: {
    fill: '#e56aa6',
    ink: '#fff',
    glyph: <path d="M12 3.8l1.9 6.3 6.3 1.9-6.3 1.9-1.9 6.3-1.9-6.3L3.8 12l6.3-1.9z" />,
  },
  Dragon: {
    fill: '#b1962a',
    ink: '#fff',
    glyph: <path d="M5 8.5l3.6 2 3.4-5.5 3.4 5.5 3.6-2-1.8 8.5H6.8z" />,
  },
  Colorless: {
    fill: '#b9b9b0',
    ink: '#fff',
    glyph: <path d="M12 4.5l2.2 4.6 5 .6-3.7 3.5 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.5 5-.6z" />,
  },
  Free: {
    fill: '#e9ecef',
    ink: '#868e96',
    glyph: <rect x="7" y="11" width="10" height="2.2" rx="1.1" />,
  },
};
