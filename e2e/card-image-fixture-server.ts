import { createServer } from 'node:http';
import { pngBytes } from './images';

/**
 * Stands in for the catalogue's image host in the end-to-end runs: every `/demo1/<number>.png` or
 * `/demo1/<number>_hires.png` is a card-shaped PNG. playwright.config.ts starts it beside the app server,
 * whose CARD_IMAGE_SOURCE_REWRITE points the demo cards' image host (images.demo.invalid) here, so the
 * first start copies those pictures without leaving the machine (decision 029). GET / answers when ready.
 */
const port = Number(process.env.E2E_IMAGE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_IMAGE_PORT must name the port to listen on');

const scan = pngBytes(734, 1024);

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://fixture').pathname;
  if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } else if (/^\/demo1\/\d+(_hires)?\.png$/.test(path)) {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': scan.length }).end(scan);
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}).listen(port, '127.0.0.1');
