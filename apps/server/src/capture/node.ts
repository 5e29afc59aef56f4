/**
 * The element tree satori draws: plain objects in React's element shape, so the server needs neither
 * JSX nor React. Satori lays out with flexbox only, so every box is a flex container unless it says not,
 * and measures like CSS (content-box), so boxes here count their padding in their size.
 */

export type Style = Record<string, string | number>;

export interface CaptureNode {
  type: string;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: Child | Child[] };
}

export type Child = CaptureNode | string | null;

/** A box; its children drawn in order (null ones skipped). */
export function box(style: Style, ...children: Child[]): CaptureNode {
  return {
    type: 'div',
    props: {
      style: { display: 'flex', boxSizing: 'border-box', ...style },
      children: children.filter((c) => c !== null),
    },
  };
}

/** One line of text; too long a line ends in an ellipsis rather than running out of its box. */
export function text(value: string, style: Style = {}): CaptureNode {
  return {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        ...style,
      },
      children: value,
    },
  };
}

/** A picture given as a data URI (never an address to fetch while drawing). */
export function image(src: string, width: number, height: number, style: Style = {}): CaptureNode {
  return { type: 'img', props: { src, width, height, style: { width, height, ...style } } };
}
