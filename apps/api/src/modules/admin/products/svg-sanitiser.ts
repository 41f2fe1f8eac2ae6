import type { DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';
import { isInertCss } from './inert-css.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

interface Sanitiser {
  window: DOMWindow;
  purify: DOMPurify;
}

/**
 * DOMPurify on jsdom, the server-side DOM DOMPurify supports and tests against (lighter DOMs
 * such as happy-dom or linkedom parse differently from browsers, which is how sanitisers get
 * bypassed). Loaded at the first SVG upload, not with the server.
 */
let sanitiser: Promise<Sanitiser> | undefined;

async function createSanitiser(): Promise<Sanitiser> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  // A <use> may only repeat an element of the same drawing: DOMPurify leaves <use> out because
  // it can pull in another document (a data: URL of an SVG with a script, or a remote one).
  // Styles are kept only when they can neither load nor run anything (inert-css.ts).
  purify.addHook('uponSanitizeAttribute', (node, attribute) => {
    const name = attribute.attrName;
    if (node.localName.toLowerCase() === 'use' && (name === 'href' || name === 'xlink:href')) {
      attribute.keepAttr &&= attribute.attrValue.trim().startsWith('#');
    } else if (name === 'style') {
      attribute.keepAttr &&= isInertCss(attribute.attrValue);
    }
  });
  purify.addHook('uponSanitizeElement', (node, element) => {
    if (element.tagName === 'style' && !isInertCss(node.textContent ?? '')) node.textContent = '';
  });
  return { window, purify };
}

/**
 * An uploaded SVG made safe to serve, or null when it is not an SVG document a browser would
 * draw (not well-formed XML, no svg root in the SVG namespace). Rather than looking for what is
 * dangerous, it keeps what is known to be harmless: the file is parsed as XML, as a browser
 * parses an image/svg+xml file, cleaned in place by DOMPurify's SVG allow-list (no script, no
 * event attribute, no SMIL animation of attributes, no foreignObject, no javascript: or data:
 * link, no external <use>, no processing instruction or comment), its styles checked, and written
 * out again. What is stored is that output, never the bytes as uploaded: the doctype (and its
 * entities) and anything before or after the root element are gone.
 */
export async function sanitiseSvg(svg: string): Promise<string | null> {
  const { window, purify } = await (sanitiser ??= createSanitiser());
  let root: Element;
  try {
    root = new window.DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  } catch {
    return null;
  }
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) return null;
  // CDATA is text in XML; DOMPurify drops CDATA sections (older editors wrap styles in them).
  const walker = root.ownerDocument.createTreeWalker(root, window.NodeFilter.SHOW_CDATA_SECTION);
  const sections: Node[] = [];
  while (walker.nextNode()) sections.push(walker.currentNode);
  for (const section of sections) {
    section.parentNode?.replaceChild(
      root.ownerDocument.createTextNode(section.nodeValue ?? ''),
      section,
    );
  }
  try {
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
      KEEP_CONTENT: false,
    });
  } catch {
    // DOMPurify refuses to clean in place a root it would have to remove: refuse the file.
    return null;
  }
  return new window.XMLSerializer().serializeToString(root);
}
