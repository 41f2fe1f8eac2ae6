import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an administrator may store as an About Us page: whole documents with their own
 * <style> (the page is shown in a sandboxed frame, apart from the app's stylesheet), formatting,
 * links, images and tables. Everything that can run is removed: script, iframe, object, embed,
 * svg and form elements, every on* attribute (only listed attributes survive), meta refresh, and
 * links or images whose scheme is not http(s), mailto, tel (or data: for images). The served
 * page also carries a sandbox policy, but what is stored must be clean on its own.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'html',
    'head',
    'body',
    'title',
    'meta',
    'style',
    'img',
    'picture',
    'source',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'style', 'lang', 'dir', 'title', 'role', 'aria-*'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'media', 'type'],
    meta: ['charset', 'name', 'content'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type', 'reversed'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // <style> is allowed on purpose (see above); its text cannot run script.
  allowVulnerableTags: true,
  transformTags: {
    '*': (tagName, attribs) => {
      const { style, ...rest } = attribs;
      // Old IE's expression() and script URLs inside inline CSS.
      const unsafe = style !== undefined && /expression\s*\(|javascript:|vbscript:/i.test(style);
      return { tagName, attribs: style === undefined || unsafe ? rest : attribs };
    },
  },
};

export function sanitisePage(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  // The doctype is not an element, so the sanitiser drops it; without it the page would render
  // in quirks mode.
  return /^\s*<!doctype html/i.test(html) && clean !== '' ? `<!doctype html>\n${clean}\n` : clean;
}
