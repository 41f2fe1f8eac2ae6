import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadScreen } from './app/screen-preload.ts';
import { i18n } from './shared/i18n/i18n.ts';
import { runZodWithoutEval } from './shared/lib/zod-without-eval.ts';
import { readDarkMode } from './shared/theme/dark-mode.ts';
import './index.css';

runZodWithoutEval();
document.documentElement.classList.toggle('dark', readDarkMode());
// Screens suspend until their own translations are loaded.
i18n.init();
// The screen's nested lazy chunks, its texts and its API reads, all at once rather than one after
// another.
preloadScreen(window.location.href, (namespaces) => i18n.loadNamespaces(namespaces));

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in slices of a few milliseconds, giving the main
// thread back between them, instead of in one long task (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
