import { describe, expect, it } from 'vitest';
import { renderAboutPage } from '../../../seed/about-pages.ts';
import { sanitisePage } from './page-sanitiser.ts';

describe('sanitisePage', () => {
  it('removes script, iframe, object, svg and form elements with their content', () => {
    const clean = sanitisePage(
      '<p>Hi</p><script>alert(1)</script><iframe src="https://x.example"></iframe>' +
        '<object data="x.swf"></object><embed src="x"><svg><script>1</script></svg>' +
        '<form action="https://x.example"><input name="q"></form>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes and script URLs, keeping the element', () => {
    const clean = sanitisePage(
      '<p onclick="x()" onmouseover="y()">A <a href="javascript:alert(1)">one</a> ' +
        '<a href="JaVa&#x09;script:alert(1)">two</a> <a href="https://acme.example" target="_blank">three</a>' +
        '<img src="logo.png" onerror="z()" alt="Logo"><img src="data:image/png;base64,AAAA"></p>',
    );
    expect(clean).toBe(
      '<p>A <a>one</a> <a>two</a> <a href="https://acme.example" target="_blank">three</a>' +
        '<img src="logo.png" alt="Logo" /><img src="data:image/png;base64,AAAA" /></p>',
    );
  });

  it('drops meta refresh and inline styles that hold expressions or script URLs', () => {
    const clean = sanitisePage(
      '<head><meta http-equiv="refresh" content="0;url=https://x.example"></head>' +
        '<p style="width: expression(alert(1))">a</p><p style="color: red">b</p>',
    );
    expect(clean).not.toContain('http-equiv');
    expect(clean).toContain('<p>a</p><p style="color:red">b</p>');
  });

  it('keeps a whole About Us document as the seed writes it: doctype, head, style, classes', () => {
    const page = renderAboutPage(
      {
        title: 'About Acme',
        lead: 'Since 1950',
        sections: [{ heading: 'What we make', paragraphs: ['Bolts & nuts'], items: ['M6', 'M8'] }],
        footer: 'Acme Ltd',
      },
      'en',
      { primary: '#123456', dark: '#000000', accent: '#ff8800', light: '#ffffff' },
    );
    const clean = sanitisePage(page);
    expect(clean.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    for (const part of ['<style>', 'color-scheme: light dark', '<p class="lead">', '<li>M8</li>']) {
      expect(clean).toContain(part);
    }
    expect(sanitisePage(clean)).toBe(clean);
  });

  it('answers empty for a page of nothing but script', () => {
    expect(sanitisePage('<script>alert(1)</script>')).toBe('');
  });
});
