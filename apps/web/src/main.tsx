import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { App } from './app/app.tsx';
import { i18n } from './shared/i18n/i18n.ts';
import { readDarkMode } from './shared/theme/dark-mode.ts';
import './index.css';

// Our CSP allows no eval: zod's compiled fast path probes for it with Function(''), which the
// browser then reports as a policy violation on every screen that validates a form.
zodConfig({ jitless: true });
document.documentElement.classList.toggle('dark', readDarkMode());
// Screens suspend until their own translations are loaded.
i18n.init();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
