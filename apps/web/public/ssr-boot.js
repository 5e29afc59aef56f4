// The script of a server-rendered page (decision 041). The page is drawn from its HTML first; the app's
// own script and the chunks it needs are fetched only after that first paint, so on a phone neither their
// download nor their evaluation holds the page back. The server names them in this script's attributes.
const start = () => {
  const boot = document.querySelector('script[data-entry]');
  if (!boot) return;
  for (const href of (boot.dataset.chunks ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(boot.dataset.entry);
};
// A frame, then a task: the callback runs once the browser has painted the page.
requestAnimationFrame(() => setTimeout(start, 0));
