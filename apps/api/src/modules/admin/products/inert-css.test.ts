import { describe, expect, it } from 'vitest';
import { isInertCss } from './inert-css.ts';

describe('isInertCss', () => {
  it.each([
    '.a { fill: #123; stroke: rgb(0 0 0 / 50%) }',
    'path { fill: url(#sky) } rect { fill: url("#sky") }',
    '@media (prefers-color-scheme: dark) { .a { fill: hsl(0 0% 90%) } }',
    '@keyframes spin { to { transform: rotate(360deg) } }',
    'width: calc(100% - 2px); color: var(--brand, #c00)',
    '',
  ])('keeps %j', (css) => {
    expect(isInertCss(css)).toBe(true);
  });

  it.each([
    '@import "https://evil.example/x.css";',
    '@\\69mport "https://evil.example/x.css";',
    '@font-face { src: url(#font) }',
    'fill: url(https://evil.example/x.svg#a)',
    'fill: url( "https://evil.example/x.svg#a" )',
    'fill: u\\72l(https://evil.example/x)',
    'background: image-set("https://evil.example/x.png" 1x)',
    'width: expression(alert(1))',
    'behavior: url(x.htc)',
    'fill: url(#a b)',
    'content: "unclosed\n"',
  ])('refuses %j', (css) => {
    expect(isInertCss(css)).toBe(false);
  });
});
