/** What a route of the route table tells the screens around it. */
export interface RouteHandle {
  /** The Korean name of the area, shown by the '준비 중' page. */
  area?: string;
}
