import { textColorOn, type Brand } from '../documents/tenant-brand.ts';

/**
 * The HTML frame of every e-mail, built for mail clients rather than browsers: layout by tables,
 * every style inline (Gmail drops most of <head>), no script, no web font, images with alt text
 * and fixed sizes. Every colour is set on both text and background, so a client that darkens a
 * message (Outlook, Gmail's apps) changes a whole pair and never leaves dark text on a darkened
 * page; clients that follow prefers-color-scheme get the dark palette of the <style> below.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for the HTML, and ASCII: a letter beyond ASCII (é, ñ, the no-break space of
 * "518,40 $") is written as a character reference. The HTML part then goes out as it is (7bit,
 * mime-message.ts) instead of being quoted-printable encoded for each recipient, which cost the
 * server a quarter of a millisecond an e-mail (issue 25).
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']|[^\p{ASCII}]/gu, (char) => ENTITIES[char] ?? `&#${char.codePointAt(0)!};`);

/** Paragraph text with its line breaks kept. */
export const htmlText = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

export const INK = '#0f172a';
export const MUTED = '#475569';
export const PAPER = '#ffffff';
export const PAGE = '#f1f5f9';
export const RULE = '#cbd5e1';
const FONT = 'font-family:Arial,Helvetica,sans-serif';

export const paragraph = (html: string) =>
  `<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:22px;color:${INK}">${html}</p>`;

export const smallPrint = (html: string) =>
  `<p class="muted" style="margin:0 0 12px;${FONT};font-size:13px;line-height:19px;color:${MUTED}">${html}</p>`;

/** A link drawn as a button that survives clients without CSS padding on links (a table cell). */
export function button(label: string, href: string, brand: Brand): string {
  const ink = textColorOn(brand.color);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px"><tr>
<td bgcolor="${brand.color}" style="border-radius:6px;background:${brand.color}">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;${FONT};font-size:15px;font-weight:bold;color:${ink};text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>
</td></tr></table>`;
}

function header(brand: Brand, logo: string | null): string {
  const mark = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;height:40px;max-width:240px;border:0">`
    : `<span style="${FONT};font-size:20px;font-weight:bold;color:${INK}">${escapeHtml(brand.name)}</span>`;
  return `<tr><td class="surface" style="padding:20px 24px;border-bottom:4px solid ${brand.color};background:${PAPER}" bgcolor="${PAPER}">${mark}</td></tr>`;
}

const DARK_STYLE = `<style>
:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){
.page{background:#020617!important}.card,.surface{background:#0f172a!important;color:#e2e8f0!important}
.card p,.card span{color:#e2e8f0!important}.card .muted{color:#94a3b8!important}
}
</style>`;

/** The whole document: the tenant's logo (or name) over a white card holding `body`. */
export function emailDocument(
  language: string,
  title: string,
  brand: Brand,
  logo: string | null,
  body: string,
): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>${DARK_STYLE}</head>
<body class="page" style="margin:0;padding:0;background:${PAGE}" bgcolor="${PAGE}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="page" style="background:${PAGE}" bgcolor="${PAGE}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="card" style="max-width:640px;background:${PAPER};border:1px solid ${RULE};border-radius:8px" bgcolor="${PAPER}">
${header(brand, logo)}
<tr><td class="surface" style="padding:24px;background:${PAPER}" bgcolor="${PAPER}">
${body}
</td></tr></table>
</td></tr></table>
</body></html>`;
}
