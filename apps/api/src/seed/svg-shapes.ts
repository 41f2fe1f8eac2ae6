/**
 * Simple silhouettes drawn on a 400 x 400 product picture, centred around (200, 170). Each takes
 * the main and the detail colour. Plain geometry, no text, no script.
 */
export const SHAPES = {
  bolt: (c: string, d: string) =>
    `<path d="M150 70h100l20 35-20 35H150l-20-35z" fill="${c}"/>
     <rect x="180" y="140" width="40" height="150" fill="${c}"/>
     ${[160, 185, 210, 235, 260].map((y) => `<path d="M180 ${y}l40 10" stroke="${d}" stroke-width="5"/>`).join('')}`,
  nut: (c: string, d: string) =>
    `<path d="M200 60l95 55v110l-95 55-95-55V115z" fill="${c}"/>
     <circle cx="200" cy="170" r="45" fill="${d}"/>`,
  wrench: (c: string, d: string) =>
    `<g transform="rotate(-40 200 170)"><rect x="185" y="60" width="30" height="230" rx="12" fill="${c}"/>
     <circle cx="200" cy="70" r="42" fill="${c}"/><rect x="186" y="20" width="28" height="50" fill="${d}"/>
     <circle cx="200" cy="285" r="34" fill="${c}"/><circle cx="200" cy="285" r="16" fill="${d}"/></g>`,
  drill: (c: string, d: string) =>
    `<rect x="110" y="90" width="170" height="70" rx="20" fill="${c}"/>
     <rect x="280" y="112" width="60" height="26" fill="${d}"/>
     <path d="M150 160h60l-10 120h-45z" fill="${c}"/><rect x="140" y="270" width="80" height="30" rx="6" fill="${d}"/>`,
  shield: (c: string, d: string) =>
    `<path d="M200 55l110 40v70c0 70-50 110-110 135C140 275 90 235 90 165V95z" fill="${c}"/>
     <path d="M160 170l30 30 55-60" stroke="${d}" stroke-width="18" fill="none"/>`,
  valve: (c: string, d: string) =>
    `<rect x="70" y="170" width="260" height="60" fill="${d}"/><rect x="150" y="140" width="100" height="120" rx="16" fill="${c}"/>
     <rect x="192" y="90" width="16" height="50" fill="${c}"/><rect x="140" y="75" width="120" height="22" rx="11" fill="${c}"/>`,
  coil: (c: string, d: string) =>
    `<circle cx="200" cy="170" r="110" fill="none" stroke="${c}" stroke-width="22"/>
     <circle cx="200" cy="170" r="70" fill="none" stroke="${c}" stroke-width="22"/>
     <circle cx="200" cy="170" r="30" fill="${d}"/>`,
  sign: (c: string, d: string) =>
    `<path d="M200 60l120 210H80z" fill="${c}"/><rect x="190" y="130" width="20" height="80" fill="${d}"/>
     <circle cx="200" cy="235" r="12" fill="${d}"/>`,
  bag: (c: string, d: string) =>
    `<path d="M130 80h140l15 210H115z" fill="${c}"/><rect x="130" y="70" width="140" height="22" fill="${d}"/>
     <ellipse cx="200" cy="190" rx="34" ry="48" fill="${d}"/><path d="M200 145c-15 30 15 60 0 92" stroke="${c}" stroke-width="6" fill="none"/>`,
  cup: (c: string, d: string) =>
    `<path d="M120 130h150l-15 140H135z" fill="${c}"/><path d="M270 160h25a30 30 0 0 1 0 60h-32" stroke="${c}" stroke-width="16" fill="none"/>
     ${[160, 195, 230].map((x) => `<path d="M${x} 115c-15-20 15-30 0-55" stroke="${d}" stroke-width="8" fill="none"/>`).join('')}`,
  bottle: (c: string, d: string) =>
    `<rect x="180" y="50" width="40" height="50" fill="${d}"/><path d="M180 100h40l30 50v140H150V150z" fill="${c}"/>
     <rect x="150" y="180" width="100" height="60" fill="${d}"/>`,
  jar: (c: string, d: string) =>
    `<rect x="140" y="70" width="120" height="35" rx="6" fill="${d}"/><rect x="125" y="105" width="150" height="185" rx="28" fill="${c}"/>
     <rect x="145" y="160" width="110" height="70" rx="8" fill="${d}"/>`,
  bread: (c: string, d: string) =>
    `<ellipse cx="200" cy="175" rx="150" ry="55" fill="${c}" transform="rotate(-15 200 175)"/>
     ${[130, 185, 240].map((x) => `<path d="M${x} ${215 - (x - 130) / 3}l40-45" stroke="${d}" stroke-width="10"/>`).join('')}`,
  cheese: (c: string, d: string) =>
    `<path d="M80 250L320 250 320 140z" fill="${c}"/><path d="M80 250L320 140 320 110 80 220z" fill="${d}" opacity=".5"/>
     <circle cx="250" cy="215" r="16" fill="${d}"/><circle cx="290" cy="180" r="10" fill="${d}"/><circle cx="200" cy="235" r="9" fill="${d}"/>`,
  box: (c: string, d: string) =>
    `<path d="M200 70l120 50v120l-120 50-120-50V120z" fill="${c}"/>
     <path d="M80 120l120 50 120-50M200 170v120" stroke="${d}" stroke-width="8" fill="none"/>`,
} as const;

export type ShapeName = keyof typeof SHAPES;
