import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page hands to the browser beside its HTML (decision 041): the answers the page
 * was rendered from, so the first render in the browser is the same tree and hydrates without asking
 * again, and the server's guess of the layout (phone or not), so useIsMobile starts where the HTML is.
 */
export interface SsrState {
  queries: DehydratedState;
  mobile: boolean;
}

/** A data block (type application/json) the browser never runs, so the CSP's script-src does not apply. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** The state of a server-rendered page, or null when the page came as the empty shell. */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
