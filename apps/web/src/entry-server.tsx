// The server's bundle of the web app (vite build --ssr; decision 041): the server imports it to render
// the pages a guest's visit most often starts on.
export { renderPage, type RenderedPage } from './ssr/render-page';
export { setServerTransport, type ApiAnswer, type ServerTransport } from './lib/api';
export { SSR_STATE_ELEMENT_ID } from './ssr/ssr-state';
