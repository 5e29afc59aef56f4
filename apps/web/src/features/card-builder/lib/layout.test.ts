import { describe, expect, it } from 'vitest';
import {
  artSourceRect,
  ART_ASPECT,
  attackBlockHeight,
  BODY_BOX,
  bodyMetrics,
  coverRect,
  fitFontSize,
  layoutBody,
  wrapText,
  type Line,
  type Measure,
} from './layout';

/** A fixed-pitch stand-in for the canvas: a Hangul syllable is one em wide, anything else half an em. */
const measure: Measure = (text, px) =>
  [...text].reduce((sum, char) => sum + (/[가-힣]/.test(char) ? px : px / 2), 0);

const wrap = (text: string, width: number) => wrapText(text, width, { fontPx: 10, iconSize: 12, measure });
/** A line as text, with each energy symbol written as its type in braces. */
const show = (line: Line) =>
  line.runs.map((run) => (run.kind === 'text' ? run.text : `{${run.energy}}`)).join('');

describe('wrapText', () => {
  it('breaks Korean text between words, never inside one that fits, and drops the space at the break', () => {
    const lines = wrap('상대의 배틀 포켓몬에게 30데미지', 60);
    expect(lines.map(show)).toEqual(['상대의 배틀', '포켓몬에게', '30데미지']);
    expect(lines.every((line) => line.width <= 60)).toBe(true);
  });

  it('breaks a word wider than the line between letters', () => {
    const lines = wrap('가나다라마바사아자차', 40);
    expect(lines.map(show)).toEqual(['가나다라', '마바사아', '자차']);
  });

  it('turns energy names into symbols as wide as an icon, at their place in the text', () => {
    const [line] = wrap('{불꽃} 에너지를 1장 붙인다', 500);
    expect(line!.runs[0]).toEqual({ kind: 'energy', energy: 'Fire', x: 0 });
    expect(line!.runs[1]).toEqual({ kind: 'text', text: '에너지를 1장 붙인다', x: 12 + 5 });
    expect(wrap('[R][W] 트래쉬', 500)[0]!.runs.filter((run) => run.kind === 'energy')).toHaveLength(2);
  });

  it('keeps a symbol with the word it touches', () => {
    // '(물)에너지' is one word: it moves to the next line whole.
    const lines = wrap('가나다라 (물)에너지', 70);
    expect(lines.map(show)).toEqual(['가나다라', '{Water}에너지']);
  });

  it('keeps the line breaks of the text and drops trailing empty lines', () => {
    expect(wrap('첫 줄\n둘째 줄\n', 500).map(show)).toEqual(['첫 줄', '둘째 줄']);
    expect(wrap('위\n\n아래', 500).map(show)).toEqual(['위', '', '아래']);
    expect(wrap('', 500)).toEqual([]);
  });
});

describe('fitFontSize', () => {
  it('shrinks a long name until it fits, but not below the smallest size', () => {
    expect(fitFontSize('피카츄', 200, 46, 24, measure)).toBe(46);
    expect(fitFontSize('가'.repeat(10), 300, 46, 24, measure)).toBe(30);
    expect(fitFontSize('가'.repeat(40), 300, 46, 24, measure)).toBe(24);
  });
});

describe('layoutBody', () => {
  const attack = (text: string) => ({ cost: ['Fire' as const], name: '화염', damage: '90', text });

  it('stacks the ability and the attacks with a gap between blocks', () => {
    const layout = layoutBody(
      {
        ability: { name: '불꽃의 몸', text: '짧은 설명' },
        attacks: [attack(''), attack('상대를 화상으로 만든다.')],
      },
      measure,
    );
    expect(layout.fits).toBe(true);
    expect(layout.metrics).toEqual(bodyMetrics(1));
    expect(layout.blocks.map((block) => block.kind)).toEqual(['ability', 'attack', 'attack']);
    const [ability, first, second] = layout.blocks;
    expect(first!.y).toBe(ability!.y + ability!.height + layout.metrics.gap);
    expect(second!.y).toBe(first!.y + first!.height + layout.metrics.gap);
    // An attack without text is its header row alone; one line of text adds a line and the space above it.
    expect(first!.height).toBe(attackBlockHeight(0, layout.metrics));
    expect(second!.height - first!.height).toBe(8 + layout.metrics.lineHeight);
    expect(layout.height).toBe(second!.y + second!.height);
  });

  it('uses smaller text when long attacks would overflow the body', () => {
    const long = '상대의 배틀 포켓몬에게 붙어 있는 에너지를 1개 선택해 트래쉬한다. '.repeat(3);
    const layout = layoutBody({ ability: null, attacks: [attack(long), attack(long)] }, measure);
    expect(layout.metrics.textSize).toBeLessThan(bodyMetrics(1).textSize);
    expect(layout.fits).toBe(true);
    expect(layout.height).toBeLessThanOrEqual(BODY_BOX.height);
  });

  it('says so when even the smallest text overflows', () => {
    const huge = '가'.repeat(800);
    const layout = layoutBody({ ability: { name: '특성', text: huge }, attacks: [attack(huge)] }, measure);
    expect(layout.fits).toBe(false);
    expect(layout.metrics).toEqual(bodyMetrics(0.6));
  });
});

describe('picture framing', () => {
  it('takes the centred part of the box shape from a wider or taller picture', () => {
    expect(coverRect({ x: 0, y: 0, width: 400, height: 100 }, 2)).toEqual({
      x: 100,
      y: 0,
      width: 200,
      height: 100,
    });
    expect(coverRect({ x: 0, y: 0, width: 100, height: 100 }, 2)).toEqual({
      x: 0,
      y: 25,
      width: 100,
      height: 50,
    });
  });

  it("takes a template card's illustration, not the whole printed card", () => {
    const rect = artSourceRect('template', 734, 1024);
    expect(rect.x).toBeGreaterThan(734 * 0.08);
    expect(rect.y).toBeGreaterThan(1024 * 0.1);
    expect(rect.y + rect.height).toBeLessThan(1024 * 0.5);
    expect(rect.width / rect.height).toBeCloseTo(ART_ASPECT, 5);
    // An upload is already framed for the box and is drawn whole.
    expect(artSourceRect('upload', 646, 400)).toEqual({ x: 0, y: 0, width: 646, height: 400 });
  });
});
