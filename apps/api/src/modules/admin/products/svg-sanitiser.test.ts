import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
// <svg id="x" xmlns="…"><script>alert(1)</script></svg>, as the data: URL of a <use>.
const SCRIPTED_SVG_BASE64 = Buffer.from(
  `<svg id="x" ${SVG}><script>alert(1)</script></svg>`,
).toString('base64');

/**
 * Each carries "alert" or "evil" where it would run or load: the cleaned file must hold neither.
 * The first six are the (the last three of them passed the pattern filter this replaces).
 */
const SCRIPT_BEARING: [string, string][] = [
  ['a script element', `<svg ${SVG}><script>alert(1)</script><rect/></svg>`],
  ['an onload attribute', `<svg ${SVG} onload="alert(1)"><rect/></svg>`],
  [
    'a javascript: link',
    `<svg ${SVG} ${XLINK}><a xlink:href="javascript:alert(1)"><rect/></a></svg>`,
  ],
  [
    'SMIL set of an event attribute',
    `<svg ${SVG}><rect width="9" height="9"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>`,
  ],
  [
    'a use of a data: URL',
    `<svg ${SVG}><use href="data:image/svg+xml;base64,${SCRIPTED_SVG_BASE64}#x"/></svg>`,
  ],
  [
    'a CSS @import',
    `<svg ${SVG}><style>@import url("https://evil.example/x.css"); rect { fill: red }</style><rect/></svg>`,
  ],
  // Classic and obfuscated ones.
  [
    'a foreignObject with HTML',
    `<svg ${SVG}><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/><img src="x" onerror="alert(1)"/></body></foreignObject></svg>`,
  ],
  [
    'an entity-encoded javascript: link',
    `<svg ${SVG}><a href="&#106;avascript:alert(1)"><rect/></a></svg>`,
  ],
  [
    'a javascript: link split by a tab',
    `<svg ${SVG}><a href="java&#x09;script:alert(1)"><rect/></a></svg>`,
  ],
  [
    'a data:text/html link',
    `<svg ${SVG}><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a></svg>`,
  ],
  [
    'SMIL set of a link',
    `<svg ${SVG}><a><set attributeName="href" to="javascript:alert(1)"/><rect/></a></svg>`,
  ],
  [
    'SMIL animate of a link',
    `<svg ${SVG}><a><animate attributeName="href" values="javascript:alert(1)"/><rect/></a></svg>`,
  ],
  [
    'a prefixed script',
    `<svg ${SVG}><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>`,
  ],
  [
    'an XHTML script',
    `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
  ],
  [
    'an event attribute in another namespace',
    `<svg ${SVG}><rect h:onclick="alert(1)" xmlns:h="http://www.w3.org/1999/xhtml"/></svg>`,
  ],
  [
    'an external use',
    `<svg ${SVG} ${XLINK}><use xlink:href="https://evil.example/sprite.svg#alert"/></svg>`,
  ],
  [
    'an XSLT stylesheet',
    `<?xml-stylesheet type="text/xsl" href="https://evil.example/alert.xsl"?><svg ${SVG}><rect/></svg>`,
  ],
  [
    'an escaped url() in a style attribute',
    `<svg ${SVG}><rect style="fill: u\\72l(https://evil.example/x)"/></svg>`,
  ],
  [
    'an escaped @import',
    `<svg ${SVG}><style>@\\69mport "https://evil.example/x.css";</style></svg>`,
  ],
  ['an IE expression()', `<svg ${SVG}><rect style="width: expression(alert(1))"/></svg>`],
];

describe('sanitiseSvg', () => {
  it.each(SCRIPT_BEARING)('cleans %s', async (_name, svg) => {
    const clean = await sanitiseSvg(svg);
    expect(clean).not.toBeNull();
    expect(clean).not.toMatch(/alert|evil|<script|\bon[a-z]+=/i);
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('keeps the markup of an internal entity as text, where a browser would have made it a script', async () => {
    expect(
      await sanitiseSvg(
        `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg ${SVG}>&x;</svg>`,
      ),
    ).toBe(`<svg ${SVG}>&lt;script&gt;alert(1)&lt;/script&gt;</svg>`);
  });

  it('keeps a benign drawing whole: gradients, local uses, styles, text and animation', async () => {
    const drawing =
      `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n` +
      `<svg ${SVG} ${XLINK} viewBox="0 0 40 20" width="40" height="20">` +
      `<title>Acme &amp; Sons</title>` +
      `<style><![CDATA[ .mark > path { fill: url(#sky); stroke: rgb(0 0 0 / 50%) } @media (prefers-color-scheme: dark) { .mark { opacity: .8 } } ]]></style>` +
      `<defs><linearGradient id="sky" x1="0" x2="1"><stop offset="0" stop-color="#06c"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
      `<path id="leaf" d="M0 0 L10 10 Z"/><filter id="soft"><feGaussianBlur stdDeviation="1"/></filter></defs>` +
      `<g class="mark" transform="translate(2 2)" filter="url(#soft)"><path d="M1 1h8v8H1z"/>` +
      `<use href="#leaf" x="10"/><use xlink:href="#leaf" x="20" style="fill: var(--brand, #c00)"/></g>` +
      `<a href="https://acme.example/"><text x="1" y="19" font-family="sans-serif">Spoon &amp; fork &lt;3</text></a>` +
      `<circle r="2"><animateTransform attributeName="transform" type="rotate" dur="2s" repeatCount="indefinite"/></circle>` +
      `</svg>`;
    expect(await sanitiseSvg(drawing)).toBe(
      `<svg ${SVG} ${XLINK} viewBox="0 0 40 20" width="40" height="20">` +
        `<title>Acme &amp; Sons</title>` +
        `<style> .mark &gt; path { fill: url(#sky); stroke: rgb(0 0 0 / 50%) } @media (prefers-color-scheme: dark) { .mark { opacity: .8 } } </style>` +
        `<defs><linearGradient id="sky" x1="0" x2="1"><stop offset="0" stop-color="#06c"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
        `<path id="leaf" d="M0 0 L10 10 Z"/><filter id="soft"><feGaussianBlur stdDeviation="1"/></filter></defs>` +
        `<g class="mark" transform="translate(2 2)" filter="url(#soft)"><path d="M1 1h8v8H1z"/>` +
        `<use href="#leaf" x="10"/><use xlink:href="#leaf" x="20" style="fill: var(--brand, #c00)"/></g>` +
        `<a href="https://acme.example/"><text x="1" y="19" font-family="sans-serif">Spoon &amp; fork &lt;3</text></a>` +
        `<circle r="2"><animateTransform attributeName="transform" type="rotate" dur="2s" repeatCount="indefinite"/></circle>` +
        `</svg>`,
    );
  });

  it.each([
    ['not well-formed', `<svg ${SVG}><rect></svg>`],
    ['without the SVG namespace (a browser would not draw it)', '<svg><rect/></svg>'],
    [
      'an external entity',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}>&x;</svg>`,
    ],
    ['another root element', `<html ${SVG}><svg/></html>`],
  ])('refuses a file %s', async (_name, svg) => {
    expect(await sanitiseSvg(svg)).toBeNull();
  });
});
