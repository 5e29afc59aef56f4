import { createContext } from 'react';

/**
 * The server's guess of the visitor's layout (true: a phone) while a server-rendered page hydrates; undefined
 * when the page was drawn in the browser from the start, where the media query is read at once.
 */
export const ViewportHintContext = createContext<boolean | undefined>(undefined);
