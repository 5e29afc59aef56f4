import { box, image, text, type Child, type CaptureNode } from './node';
import { CAPTURE_HEIGHT, CAPTURE_WIDTH } from './size';

/** What the three capture pictures share: the colours, the frame and the site's name in a corner. */

export const COLORS = {
  ink: '#1f2937',
  muted: '#6b7280',
  accent: '#2563eb',
  win: '#16a34a',
  loss: '#dc2626',
  tie: '#6b7280',
  line: '#e5e7eb',
  placeholder: '#d1d5db',
};

/** The blue ground showing around the sheet. */
const FRAME = 28;

/** The white sheet on a blue ground, with 카드도감 at the foot. */
export function sheet(...children: Child[]): CaptureNode {
  return box(
    {
      width: CAPTURE_WIDTH,
      height: CAPTURE_HEIGHT,
      padding: FRAME,
      backgroundImage: 'linear-gradient(135deg, #1e3a8a 0%, #2563eb 100%)',
    },
    box(
      {
        flexDirection: 'column',
        width: CAPTURE_WIDTH - 2 * FRAME,
        height: CAPTURE_HEIGHT - 2 * FRAME,
        padding: '36px 44px 20px',
        borderRadius: 28,
        backgroundColor: '#ffffff',
      },
      box({ flexDirection: 'column', flexGrow: 1, overflow: 'hidden' }, ...children),
      box(
        { justifyContent: 'flex-end', fontSize: 20, color: COLORS.muted },
        text('카드도감', { fontWeight: 700, color: COLORS.accent }),
      ),
    ),
  );
}

/** 'W승 L패 T무' in the colours of each. */
export function recordLine(r: { wins: number; losses: number; ties: number }, fontSize: number): CaptureNode {
  const part = (value: string, color: string) => text(value, { color, marginRight: fontSize * 0.35 });
  return box(
    { fontSize, fontWeight: 700, alignItems: 'baseline' },
    part(`${r.wins}승`, COLORS.win),
    part(`${r.losses}패`, COLORS.loss),
    part(`${r.ties}무`, COLORS.tie),
  );
}

/** A win rate as '62.5%', or '-' without games. */
export const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);

/** A card's picture, or a plain grey box of the same size when there is no local copy. */
export function cardPicture(src: string | null, width: number, height: number): CaptureNode {
  if (src) return image(src, width, height, { borderRadius: 6 });
  return box({ width, height, borderRadius: 6, backgroundColor: COLORS.placeholder });
}
