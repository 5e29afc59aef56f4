import { splitEnergyText } from '../../../components/card/energy/energy-text';
import type { EnergyIconType } from '../../../components/card/energy/energy-types';

/**
 * Where everything sits on the fan card, and how its texts wrap. Pure functions of the draft and a
 * measuring function, so the canvas code only paints what these decide and the tests need no canvas.
 */

/** 2× of a printed card (2.5 × 3.5 in, 63:88 mm), the size of the downloaded PNG. */
export const CARD_WIDTH = 750;
export const CARD_HEIGHT = 1050;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const BORDER = 24;
export const ART_BOX: Rect = { x: 52, y: 118, width: 646, height: 400 };
export const ART_ASPECT = ART_BOX.width / ART_BOX.height;
/** The attacks and the ability, between the picture and the weakness row. */
export const BODY_BOX: Rect = { x: 60, y: 572, width: 630, height: 280 };
export const STATS_Y = 862;
export const FLAVOR_BOX: Rect = { x: 70, y: 916, width: 610, height: 44 };
export const MARK_Y = 966;

/** Width of a text at a font size in pixels; bold text is wider. */
export type Measure = (text: string, fontPx: number, bold: boolean) => number;

export type LineRun =
  { kind: 'text'; text: string; x: number } | { kind: 'energy'; energy: EnergyIconType; x: number };

export interface Line {
  runs: LineRun[];
  width: number;
}

export interface WrapOptions {
  fontPx: number;
  iconSize: number;
  bold?: boolean;
  measure: Measure;
}

type Atom =
  | { kind: 'text'; text: string }
  | { kind: 'energy'; energy: EnergyIconType }
  | { kind: 'space' }
  | { kind: 'break' };

/** Card text as words, spaces, line breaks and energy symbols ('{R}', '(불꽃)', '불꽃 에너지' …). */
function atomsOf(text: string): Atom[] {
  const atoms: Atom[] = [];
  for (const part of splitEnergyText(text)) {
    if (typeof part !== 'string') {
      atoms.push({ kind: 'energy', energy: part.energy });
      continue;
    }
    for (const piece of part.split(/(\n| +)/)) {
      if (piece === '') continue;
      if (piece === '\n') atoms.push({ kind: 'break' });
      else if (piece.trim() === '') atoms.push({ kind: 'space' });
      else atoms.push({ kind: 'text', text: piece });
    }
  }
  return atoms;
}

/**
 * Wraps card text to a width. Korean text breaks between words (어절), as printed cards do; a word wider
 * than the whole line is broken between letters. Energy symbols are as wide as an icon and stay with the
 * word they touch ('{R}에너지'). Runs of text on a line are joined, so each line draws in few calls.
 */
export function wrapText(text: string, maxWidth: number, options: WrapOptions): Line[] {
  const { fontPx, iconSize, measure } = options;
  const bold = options.bold ?? false;
  const spaceWidth = measure(' ', fontPx, bold);
  const widthOf = (atom: Atom) =>
    atom.kind === 'energy' ? iconSize : atom.kind === 'text' ? measure(atom.text, fontPx, bold) : 0;

  const lines: Line[] = [];
  let runs: LineRun[] = [];
  let x = 0;
  let pendingSpace = false;
  // Whether the next text may join the line's last run (nothing but text and spaces since it began).
  let joinable = false;
  const pushRun = (atom: Atom, width: number) => {
    const last = runs.at(-1);
    if (atom.kind === 'text') {
      if (joinable && last?.kind === 'text') last.text += atom.text;
      else runs.push({ kind: 'text', text: atom.text, x });
      joinable = true;
    } else if (atom.kind === 'energy') {
      runs.push({ kind: 'energy', energy: atom.energy, x });
      joinable = false;
    }
    x += width;
  };
  const endLine = () => {
    lines.push({ runs, width: x });
    runs = [];
    x = 0;
    pendingSpace = false;
    joinable = false;
  };
  const addSpace = () => {
    const last = runs.at(-1);
    if (joinable && last?.kind === 'text') last.text += ' ';
    else joinable = false;
    x += spaceWidth;
  };

  // Words: the atoms between spaces and breaks, kept together on one line when they fit.
  const atoms = atomsOf(text);
  let index = 0;
  while (index < atoms.length) {
    const atom = atoms[index]!;
    if (atom.kind === 'break') {
      endLine();
      index += 1;
      continue;
    }
    if (atom.kind === 'space') {
      if (runs.length > 0) pendingSpace = true;
      index += 1;
      continue;
    }
    let end = index;
    while (end < atoms.length && (atoms[end]!.kind === 'text' || atoms[end]!.kind === 'energy')) end += 1;
    const word = atoms.slice(index, end) as Extract<Atom, { kind: 'text' | 'energy' }>[];
    const wordWidth = word.reduce((sum, part) => sum + widthOf(part), 0);
    const lead = pendingSpace ? spaceWidth : 0;
    if (runs.length > 0 && x + lead + wordWidth > maxWidth) endLine();
    if (pendingSpace && runs.length > 0) addSpace();
    pendingSpace = false;
    for (const part of word) {
      if (part.kind === 'energy') {
        if (runs.length > 0 && x + iconSize > maxWidth) endLine();
        pushRun(part, iconSize);
        continue;
      }
      const width = widthOf(part);
      if (x + width <= maxWidth) {
        pushRun(part, width);
        continue;
      }
      // Wider than what is left: letter by letter.
      for (const char of part.text) {
        const charWidth = measure(char, fontPx, bold);
        if (runs.length > 0 && x + charWidth > maxWidth) endLine();
        pushRun({ kind: 'text', text: char }, charWidth);
      }
    }
    index = end;
  }
  if (runs.length > 0 || lines.length === 0) endLine();
  // A text ending in a line break gives no empty last line; an empty text gives no lines at all.
  while (lines.length > 0 && lines.at(-1)!.runs.length === 0) lines.pop();
  return lines;
}

/** The largest font size, from `startPx` down to `minPx`, at which a one-line text fits the width. */
export function fitFontSize(
  text: string,
  maxWidth: number,
  startPx: number,
  minPx: number,
  measure: Measure,
): number {
  for (let size = startPx; size > minPx; size -= 1) {
    if (measure(text, size, true) <= maxWidth) return size;
  }
  return minPx;
}

export interface BodyMetrics {
  /** Attack and ability names. */
  nameSize: number;
  damageSize: number;
  textSize: number;
  lineHeight: number;
  costIcon: number;
  textIcon: number;
  /** Space between two blocks, where the separator line goes. */
  gap: number;
}

export function bodyMetrics(scale: number): BodyMetrics {
  const round = (value: number) => Math.round(value * scale);
  return {
    nameSize: round(34),
    damageSize: round(42),
    textSize: round(24),
    lineHeight: round(32),
    costIcon: round(38),
    textIcon: round(24),
    gap: round(18),
  };
}

/** The sizes tried, largest first, until the ability and the attacks fit the body. */
export const BODY_SCALES = [1, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6] as const;

export interface BodyAttack {
  cost: EnergyIconType[];
  name: string;
  damage: string;
  text: string;
}

export interface BodyInput {
  ability: { name: string; text: string } | null;
  attacks: BodyAttack[];
}

export type BodyBlock =
  | { kind: 'ability'; y: number; height: number; headerHeight: number; name: string; lines: Line[] }
  | { kind: 'attack'; y: number; height: number; headerHeight: number; attack: BodyAttack; lines: Line[] };

export interface BodyLayout {
  metrics: BodyMetrics;
  blocks: BodyBlock[];
  height: number;
  /** False when even the smallest size overflows; the body is then drawn clipped. */
  fits: boolean;
}

/** Width left for an attack's name: the cost icons on its left, the damage on its right. */
export function attackNameWidth(attack: BodyAttack, metrics: BodyMetrics, measure: Measure): number {
  const costWidth = attack.cost.length * (metrics.costIcon + 4);
  const damageWidth = attack.damage ? measure(attack.damage, metrics.damageSize, true) + 16 : 0;
  return Math.max(BODY_BOX.width - costWidth - damageWidth - 12, 40);
}

/** The height of one attack: its header row, then its wrapped text. */
export function attackBlockHeight(lines: number, metrics: BodyMetrics): number {
  return attackHeaderHeight(metrics) + textHeight(lines, metrics);
}

const attackHeaderHeight = (metrics: BodyMetrics) =>
  Math.max(metrics.costIcon, Math.round(metrics.damageSize * 1.1));
const textHeight = (lines: number, metrics: BodyMetrics) => (lines > 0 ? 8 + lines * metrics.lineHeight : 0);

function layoutAt(input: BodyInput, scale: number, measure: Measure): BodyLayout {
  const metrics = bodyMetrics(scale);
  const wrap = (text: string) =>
    wrapText(text, BODY_BOX.width, { fontPx: metrics.textSize, iconSize: metrics.textIcon, measure });
  const blocks: BodyBlock[] = [];
  let y = 0;
  const place = (block: BodyBlock) => {
    if (blocks.length > 0) y += metrics.gap;
    blocks.push({ ...block, y });
    y += block.height;
  };
  if (input.ability) {
    const lines = wrap(input.ability.text);
    const headerHeight = Math.round(metrics.nameSize * 1.3);
    const height = headerHeight + textHeight(lines.length, metrics);
    place({ kind: 'ability', y, height, headerHeight, name: input.ability.name, lines });
  }
  for (const attack of input.attacks) {
    const lines = wrap(attack.text);
    const height = attackBlockHeight(lines.length, metrics);
    place({ kind: 'attack', y, height, headerHeight: attackHeaderHeight(metrics), attack, lines });
  }
  return { metrics, blocks, height: y, fits: y <= BODY_BOX.height };
}

/** The ability and attacks at the largest size that fits the body box. */
export function layoutBody(input: BodyInput, measure: Measure): BodyLayout {
  let layout = layoutAt(input, BODY_SCALES[0], measure);
  for (const scale of BODY_SCALES.slice(1)) {
    if (layout.fits) return layout;
    layout = layoutAt(input, scale, measure);
  }
  return layout;
}

/**
 * The part of a picture to draw into a box so that it fills the box without stretching: the largest
 * rectangle of the box's shape inside `source`, centred.
 */
export function coverRect(source: Rect, boxAspect: number): Rect {
  const sourceAspect = source.width / source.height;
  if (sourceAspect > boxAspect) {
    const width = source.height * boxAspect;
    return { x: source.x + (source.width - width) / 2, y: source.y, width, height: source.height };
  }
  const height = source.width / boxAspect;
  return { x: source.x, y: source.y + (source.height - height) / 2, width: source.width, height };
}

/**
 * Where the illustration sits on a printed card, as fractions of the card picture: a template's picture is
 * a whole card, and the fan card takes only its illustration.
 */
export const PRINTED_ART_WINDOW = { x: 0.085, y: 0.105, width: 0.83, height: 0.385 } as const;

/** The part of a picture that becomes the fan card's illustration. */
export function artSourceRect(
  origin: 'upload' | 'template',
  naturalWidth: number,
  naturalHeight: number,
): Rect {
  const whole: Rect = { x: 0, y: 0, width: naturalWidth, height: naturalHeight };
  const source =
    origin === 'template'
      ? {
          x: naturalWidth * PRINTED_ART_WINDOW.x,
          y: naturalHeight * PRINTED_ART_WINDOW.y,
          width: naturalWidth * PRINTED_ART_WINDOW.width,
          height: naturalHeight * PRINTED_ART_WINDOW.height,
        }
      : whole;
  return coverRect(source, ART_ASPECT);
}
