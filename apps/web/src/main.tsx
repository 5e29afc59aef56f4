// The site's CSP forbids eval: see packages/contract/src/zod-without-eval.ts and the zod chunk in vite.config.ts.
import '@carddogam/contract/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '@mantine/core/styles.css';
import './app/global.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
