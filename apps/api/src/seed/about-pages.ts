import type { Language } from '@portal/contract';
import type { Palette } from './images.ts';

/** The text of one About Us page in one language; rendered to a standalone HTML document. */
export interface AboutContent {
  title: string;
  lead: string;
  sections: { heading: string; paragraphs?: string[]; items?: string[] }[];
  footer: string;
}

export type Localized<T> = Record<Language, T>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A whole HTML document with inline styles only: the web app shows it in a sandboxed frame
 * (no scripts; decision 013), so it cannot lean on the app's stylesheet, and it carries no
 * script. It follows the reader's light or dark preference.
 */
export function renderAboutPage(content: AboutContent, language: Language, palette: Palette) {
  const sections = content.sections
    .map((section) => {
      const paragraphs = (section.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      const items = section.items?.length
        ? `<ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : '';
      return `<section><h2>${escapeHtml(section.heading)}</h2>${paragraphs}${items}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)}</title>
<style>
  :root { color-scheme: light dark; }
  body { margin: 0; padding: 24px; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    color: #1f2933; background: #ffffff; }
  main { max-width: 760px; margin: 0 auto; }
  h1 { color: ${palette.primary}; font-size: 1.9rem; margin: 0 0 .5rem; }
  h2 { color: ${palette.dark}; font-size: 1.2rem; margin: 1.8rem 0 .4rem;
    border-bottom: 2px solid ${palette.accent}; padding-bottom: .2rem; }
  .lead { font-size: 1.1rem; color: #52606d; }
  footer { margin-top: 2rem; font-size: .9rem; color: #7b8794; }
  @media (prefers-color-scheme: dark) {
    body { color: #e4e7eb; background: #111827; }
    h1 { color: ${palette.accent}; } h2 { color: #f5f7fa; } .lead, footer { color: #9aa5b1; }
  }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(content.title)}</h1>
<p class="lead">${escapeHtml(content.lead)}</p>
${sections}
<footer>${escapeHtml(content.footer)}</footer>
</main>
</body>
</html>
`;
}
