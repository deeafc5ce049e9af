import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import '@/styles/global.css';

if (import.meta.env.PROD) {
  for (const method of ['log', 'debug', 'info', 'warn', 'error'] as const) console[method] = () => undefined;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
