/** The share chart's box, also reserved while chart.js loads, so nothing below it moves. */
export const TREND_CHART_HEIGHT = 280;
