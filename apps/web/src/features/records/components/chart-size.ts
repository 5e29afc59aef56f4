/** The monthly chart's box, also reserved while chart.js loads, so nothing below it moves. */
export const MONTHLY_CHART_HEIGHT = 240;
