/** The price chart's box, also reserved while chart.js loads, so nothing below it moves. */
export const CHART_HEIGHT = 260;
/** The '판매글 없음' box of a period without trades. */
export const EMPTY_CHART_HEIGHT = 220;
