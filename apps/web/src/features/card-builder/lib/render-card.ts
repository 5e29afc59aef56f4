import type { EnergyIconType } from '../../../components/card/energy/energy-types';
import type { BuilderDraft } from './draft';
import { energyFill } from './energy-svg';
import {
  ART_BOX,
  artSourceRect,
  BODY_BOX,
  BORDER,
  CARD_HEIGHT,
  CARD_WIDTH,
  fitFontSize,
  FLAVOR_BOX,
  layoutBody,
  MARK_Y,
  STATS_Y,
  wrapText,
  type Line,
  type Measure,
} from './layout';

/** What the card is painted with besides the draft: the loaded pictures and the page's font stack. */
export interface CardAssets {
  /** The energy symbols, once their images have loaded; a missing one is drawn as a plain disc. */
  icons: Partial<Record<EnergyIconType, CanvasImageSource>>;
  art: { image: CanvasImageSource; width: number; height: number } | null;
  fontFamily: string;
}

export const UNOFFICIAL_MARK = '비공식 팬 카드 · 카드도감';
export const DISCLAIMER = '공식 포켓몬 카드가 아닙니다. 게임에 사용하거나 판매할 수 없습니다.';

/** A colour mixed with white (amount 0–1), for the frame's lighter panels. */
export function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount);
  };
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

const font = (family: string, px: number, bold: boolean, italic = false) =>
  `${italic ? 'italic ' : ''}${bold ? 700 : 400} ${px}px ${family}`;

/** Measures with the canvas's own text metrics, in the font the card is drawn in. */
export function canvasMeasure(ctx: CanvasRenderingContext2D, family: string): Measure {
  return (text, px, bold) => {
    ctx.font = font(family, px, bold);
    return ctx.measureText(text).width;
  };
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function drawEnergy(
  ctx: CanvasRenderingContext2D,
  assets: CardAssets,
  type: EnergyIconType,
  x: number,
  y: number,
  size: number,
) {
  const icon = assets.icons[type];
  if (icon) {
    ctx.drawImage(icon, x, y, size, size);
    return;
  }
  ctx.beginPath();
  ctx.arc(x + size / 2, y + size / 2, size / 2, 0, Math.PI * 2);
  ctx.fillStyle = energyFill(type);
  ctx.fill();
}

/** Wrapped lines, each on its baseline; energy symbols centred on the text. */
function drawLines(
  ctx: CanvasRenderingContext2D,
  assets: CardAssets,
  lines: Line[],
  x: number,
  top: number,
  options: {
    fontPx: number;
    lineHeight: number;
    iconSize: number;
    bold?: boolean;
    italic?: boolean;
    align?: 'left' | 'right';
  },
) {
  ctx.font = font(assets.fontFamily, options.fontPx, options.bold ?? false, options.italic);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  lines.forEach((line, index) => {
    const middle = top + index * options.lineHeight + options.lineHeight / 2;
    const left = options.align === 'right' ? x - line.width : x;
    for (const run of line.runs) {
      if (run.kind === 'text') ctx.fillText(run.text, left + run.x, middle);
      else drawEnergy(ctx, assets, run.energy, left + run.x, middle - options.iconSize / 2, options.iconSize);
    }
  });
}

function drawFrame(ctx: CanvasRenderingContext2D, draft: BuilderDraft) {
  const fill = energyFill(draft.type);
  // The yellow border of the printed cards, then the type's colour fading to a light panel.
  roundRect(ctx, 0, 0, CARD_WIDTH, CARD_HEIGHT, 36);
  ctx.fillStyle = '#f2cf3b';
  ctx.fill();
  const inner = { x: BORDER, y: BORDER, w: CARD_WIDTH - BORDER * 2, h: CARD_HEIGHT - BORDER * 2 };
  const gradient = ctx.createLinearGradient(0, inner.y, 0, inner.y + inner.h);
  gradient.addColorStop(0, tint(fill, 0.35));
  gradient.addColorStop(0.5, tint(fill, 0.7));
  gradient.addColorStop(1, tint(fill, 0.45));
  roundRect(ctx, inner.x, inner.y, inner.w, inner.h, 18);
  ctx.fillStyle = gradient;
  ctx.fill();
}

function drawHeader(
  ctx: CanvasRenderingContext2D,
  draft: BuilderDraft,
  assets: CardAssets,
  measure: Measure,
) {
  const family = assets.fontFamily;
  // Stage label in a pill at the top left.
  const stage = draft.stage.trim();
  let nameX = 52;
  if (stage) {
    ctx.font = font(family, 20, true);
    const width = ctx.measureText(stage).width + 24;
    roundRect(ctx, 46, 42, width, 30, 15);
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fill();
    ctx.fillStyle = '#333';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(stage, 58, 58);
    nameX = 46 + width + 12;
  }

  const typeSize = 48;
  const typeX = CARD_WIDTH - 50 - typeSize;
  drawEnergy(ctx, assets, draft.type, typeX, 44, typeSize);
  let right = typeX - 10;
  if (draft.hp) {
    const hpSize = 44;
    ctx.font = font(family, hpSize, true);
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = '#222';
    ctx.fillText(draft.hp, right, 88);
    right -= ctx.measureText(draft.hp).width + 4;
    ctx.font = font(family, 20, true);
    ctx.fillText('HP', right, 86);
    right -= ctx.measureText('HP').width + 14;
  }

  const name = draft.name.trim() || '카드 이름';
  const size = fitFontSize(name, right - nameX, 46, 24, measure);
  ctx.font = font(family, size, true);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = draft.name.trim() ? '#1a1a1a' : 'rgba(0,0,0,0.35)';
  ctx.fillText(name, nameX, 90);
}

function drawArt(ctx: CanvasRenderingContext2D, draft: BuilderDraft, assets: CardAssets) {
  const { x, y, width, height } = ART_BOX;
  ctx.save();
  ctx.fillStyle = '#c9ced3';
  ctx.fillRect(x - 6, y - 6, width + 12, height + 12);
  ctx.beginPath();
  ctx.rect(x, y, width, height);
  ctx.clip();
  if (assets.art && draft.art) {
    const source = artSourceRect(draft.art.origin, assets.art.width, assets.art.height);
    ctx.drawImage(assets.art.image, source.x, source.y, source.width, source.height, x, y, width, height);
  } else {
    const gradient = ctx.createLinearGradient(x, y, x + width, y + height);
    gradient.addColorStop(0, tint(energyFill(draft.type), 0.55));
    gradient.addColorStop(1, tint(energyFill(draft.type), 0.85));
    ctx.fillStyle = gradient;
    ctx.fillRect(x, y, width, height);
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.font = font(assets.fontFamily, 26, false);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('그림을 올려주세요', x + width / 2, y + height / 2);
  }
  ctx.restore();

  // The strip under the picture: the illustrator's name.
  if (draft.illustrator.trim()) {
    ctx.font = font(assets.fontFamily, 18, false, true);
    ctx.fillStyle = '#333';
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    ctx.fillText(`Illus. ${draft.illustrator.trim()}`, x + width, y + height + 26);
  }
}

function drawBody(ctx: CanvasRenderingContext2D, draft: BuilderDraft, assets: CardAssets, measure: Measure) {
  const ability =
    draft.abilityName.trim() || draft.abilityText.trim()
      ? { name: draft.abilityName.trim(), text: draft.abilityText.trim() }
      : null;
  const attacks = draft.attacks.filter(
    (a) => a.name.trim() || a.text.trim() || a.damage.trim() || a.cost.length > 0,
  );
  const layout = layoutBody({ ability, attacks }, measure);
  const { metrics } = layout;
  const family = assets.fontFamily;

  ctx.save();
  ctx.beginPath();
  ctx.rect(BODY_BOX.x - 8, BODY_BOX.y - 4, BODY_BOX.width + 16, BODY_BOX.height + 8);
  ctx.clip();
  layout.blocks.forEach((block, index) => {
    const top = BODY_BOX.y + block.y;
    if (index > 0) {
      ctx.strokeStyle = 'rgba(0,0,0,0.25)';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(BODY_BOX.x, top - metrics.gap / 2);
      ctx.lineTo(BODY_BOX.x + BODY_BOX.width, top - metrics.gap / 2);
      ctx.stroke();
    }
    const middle = top + block.headerHeight / 2;
    ctx.fillStyle = '#1a1a1a';
    if (block.kind === 'ability') {
      ctx.font = font(family, Math.round(metrics.nameSize * 0.6), true);
      const label = '특성';
      const labelWidth = ctx.measureText(label).width + 20;
      roundRect(ctx, BODY_BOX.x, middle - metrics.nameSize * 0.45, labelWidth, metrics.nameSize * 0.9, 8);
      ctx.fillStyle = '#c0392b';
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(label, BODY_BOX.x + 10, middle);
      ctx.font = font(family, metrics.nameSize, true);
      ctx.fillStyle = '#b03a2e';
      ctx.fillText(block.name, BODY_BOX.x + labelWidth + 12, middle);
    } else {
      const { attack } = block;
      let x = BODY_BOX.x;
      for (const type of attack.cost) {
        drawEnergy(ctx, assets, type, x, middle - metrics.costIcon / 2, metrics.costIcon);
        x += metrics.costIcon + 4;
      }
      ctx.textBaseline = 'middle';
      ctx.textAlign = 'left';
      ctx.font = font(family, metrics.nameSize, true);
      ctx.fillStyle = '#1a1a1a';
      const nameX = x + (attack.cost.length > 0 ? 10 : 0);
      ctx.fillText(attack.name, nameX, middle);
      if (attack.damage) {
        ctx.font = font(family, metrics.damageSize, true);
        ctx.textAlign = 'right';
        ctx.fillText(attack.damage, BODY_BOX.x + BODY_BOX.width, middle);
      }
    }
    ctx.fillStyle = '#1a1a1a';
    drawLines(ctx, assets, block.lines, BODY_BOX.x, top + block.headerHeight + 8, {
      fontPx: metrics.textSize,
      lineHeight: metrics.lineHeight,
      iconSize: metrics.textIcon,
    });
  });
  ctx.restore();
}

function drawStats(ctx: CanvasRenderingContext2D, draft: BuilderDraft, assets: CardAssets) {
  const family = assets.fontFamily;
  const icon = 28;
  const middle = STATS_Y + 22;
  ctx.strokeStyle = 'rgba(0,0,0,0.25)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(BODY_BOX.x, STATS_Y);
  ctx.lineTo(BODY_BOX.x + BODY_BOX.width, STATS_Y);
  ctx.stroke();

  const column = (x: number, label: string, draw: (from: number) => void) => {
    ctx.font = font(family, 18, true);
    ctx.fillStyle = '#333';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x, middle);
    draw(x + ctx.measureText(label).width + 10);
  };
  const typeValue = (value: { type: EnergyIconType | null; value: string }) => (from: number) => {
    if (!value.type) return;
    drawEnergy(ctx, assets, value.type, from, middle - icon / 2, icon);
    ctx.font = font(family, 22, true);
    ctx.fillStyle = '#1a1a1a';
    ctx.fillText(value.value, from + icon + 6, middle);
  };
  column(BODY_BOX.x, '약점', typeValue(draft.weakness));
  column(BODY_BOX.x + 220, '저항력', typeValue(draft.resistance));
  column(BODY_BOX.x + 440, '후퇴', (from) => {
    for (let i = 0; i < draft.retreat; i += 1) {
      drawEnergy(ctx, assets, 'Colorless', from + i * (icon + 2), middle - icon / 2, icon);
    }
  });
}

function drawFlavor(
  ctx: CanvasRenderingContext2D,
  draft: BuilderDraft,
  assets: CardAssets,
  measure: Measure,
) {
  const flavor = draft.flavor.trim();
  if (!flavor) return;
  const lines = wrapText(flavor, FLAVOR_BOX.width, { fontPx: 18, iconSize: 18, measure }).slice(0, 2);
  ctx.fillStyle = '#333';
  drawLines(ctx, assets, lines, FLAVOR_BOX.x + FLAVOR_BOX.width, FLAVOR_BOX.y, {
    fontPx: 18,
    lineHeight: 22,
    iconSize: 18,
    italic: true,
    align: 'right',
  });
}

/** The unofficial mark and the disclaimer: on every fan card, and not something a member can turn off. */
function drawMark(ctx: CanvasRenderingContext2D, assets: CardAssets) {
  const family = assets.fontFamily;
  ctx.font = font(family, 20, true);
  const width = ctx.measureText(UNOFFICIAL_MARK).width + 36;
  const x = (CARD_WIDTH - width) / 2;
  roundRect(ctx, x, MARK_Y, width, 34, 17);
  ctx.fillStyle = 'rgba(20,20,20,0.85)';
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(UNOFFICIAL_MARK, CARD_WIDTH / 2, MARK_Y + 17);
  ctx.font = font(family, 14, false);
  ctx.fillStyle = 'rgba(0,0,0,0.7)';
  ctx.fillText(DISCLAIMER, CARD_WIDTH / 2, MARK_Y + 47);
}

/** Paints the whole fan card on a CARD_WIDTH × CARD_HEIGHT canvas. */
export function drawCard(ctx: CanvasRenderingContext2D, draft: BuilderDraft, assets: CardAssets): void {
  const measure = canvasMeasure(ctx, assets.fontFamily);
  ctx.clearRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  drawFrame(ctx, draft);
  drawHeader(ctx, draft, assets, measure);
  drawArt(ctx, draft, assets);
  drawBody(ctx, draft, assets, measure);
  drawStats(ctx, draft, assets);
  drawFlavor(ctx, draft, assets, measure);
  drawMark(ctx, assets);
}
