import { SHAPES, type ShapeName } from './svg-shapes.ts';

/** Generated pictures of the demo: logos, banners and product images, as SVG text. */

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Palette {
  primary: string;
  accent: string;
  dark: string;
  light: string;
}

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
  `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

export function logoSvg(name: string, mark: ShapeName, palette: Palette): string {
  // No font metrics here: about 0.6 em per character of a bold sans-serif is close enough.
  const width = Math.round(170 + name.length * 40 * 0.6);
  return svg(
    width,
    140,
    `${name} logo`,
    `<rect x="6" y="6" width="128" height="128" rx="28" fill="${palette.primary}"/>
     <g transform="translate(20 22) scale(0.25)">${SHAPES[mark](palette.light, palette.accent)}</g>
     <text x="154" y="84" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700"
       fill="${palette.dark}">${escapeXml(name)}</text>`,
  );
}

/** A wide landscape of soft bands and the tenant's mark, for the login screen's welcome panel. */
export function bannerSvg(label: string, mark: ShapeName, palette: Palette): string {
  const hills = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M0 ${420 + i * 60}C400 ${330 + i * 50} 900 ${500 + i * 40} 1600 ${380 + i * 60}V900H0z"
          fill="${i % 2 ? palette.accent : palette.primary}" opacity="${0.35 + i * 0.2}"/>`,
    )
    .join('');
  return svg(
    1600,
    900,
    label,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
       <stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="${palette.primary}"/>
     </linearGradient></defs>
     <rect width="1600" height="900" fill="url(#sky)"/>
     <circle cx="1250" cy="220" r="120" fill="${palette.light}" opacity=".25"/>
     ${hills}
     <g transform="translate(1080 380) scale(1.1)" opacity=".35">${SHAPES[mark](palette.light, palette.dark)}</g>`,
  );
}

/** A product picture: the family's silhouette on a tinted card, with the part number. */
export function productSvg(
  partNumber: string,
  shape: ShapeName,
  palette: Palette,
  tint: number,
): string {
  const background = `hsl(${tint} 35% 94%)`;
  return svg(
    400,
    400,
    partNumber,
    `<rect width="400" height="400" fill="${background}"/>
     <circle cx="200" cy="170" r="150" fill="${palette.light}" opacity=".6"/>
     ${SHAPES[shape](palette.primary, palette.accent)}
     <rect x="0" y="330" width="400" height="70" fill="${palette.dark}"/>
     <text x="200" y="375" text-anchor="middle" font-family="Menlo, Consolas, monospace"
       font-size="26" fill="#ffffff">${escapeXml(partNumber)}</text>`,
  );
}
