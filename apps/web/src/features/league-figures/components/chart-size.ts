/** The points chart's box, also reserved while chart.js loads, so nothing below it moves. */
export const POINTS_CHART_HEIGHT = 240;
