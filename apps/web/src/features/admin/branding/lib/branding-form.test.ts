import { describe, expect, it } from 'vitest';
import type { AdminBranding } from '@portal/contract';
import { changesOf, errorAt, formOf, stylesToText, textToStyles } from './branding-form.ts';

const saved: AdminBranding = {
  code: 'ACME',
  name: 'Acme Industrial Supply',
  logo_url: '/api/media/ACME/1',
  banner_image_url: '',
  welcome_title: { en: 'Welcome', fr: 'Bienvenue' },
  welcome_subtitle: { en: 'Order online' },
  welcome_title_styles: { color: '#ffffff', fontSize: '2rem' },
  welcome_subtitle_styles: {},
  default_page: 'products',
  b2b_sell_minimum: '1',
  b2b_hide_additional_info: '0',
  b2b_message_order_confirmation: {},
  about_us_url: {},
  b2b_about_us_private: {},
  brand_color: '',
  mail_from: '',
  order_pdf_attachment: '0',
  invited_colleagues_wait: '0',
  time_zone: '',
};

describe('branding form', () => {
  it('reads the saved branding with every language present and flags as booleans', () => {
    const form = formOf(saved);
    expect(form.welcome_title).toEqual({ en: 'Welcome', es: '', fr: 'Bienvenue' });
    expect(form.welcome_title_styles).toBe('color: #ffffff\nfontSize: 2rem');
    expect(form.b2b_sell_minimum).toBe(true);
    expect(form.b2b_hide_additional_info).toBe(false);
  });

  it('sends nothing when nothing changed', () => {
    expect(changesOf(saved, formOf(saved))).toEqual({});
  });

  it('sends only what changed, a language map whole, flags as 0 or 1', () => {
    const form = formOf(saved);
    form.welcome_subtitle.fr = 'Commandez en ligne';
    form.b2b_sell_minimum = false;
    form.default_page = 'about_us';
    expect(changesOf(saved, form)).toEqual({
      welcome_subtitle: { en: 'Order online', es: '', fr: 'Commandez en ligne' },
      b2b_sell_minimum: '0',
      default_page: 'about_us',
    });
  });

  it('reads styles one a line, ignoring blank lines and trailing semicolons', () => {
    expect(textToStyles('color: #fff;\n\n  font-weight : 700 \nbroken')).toEqual({
      color: '#fff',
      'font-weight': '700',
      broken: '',
    });
    expect(stylesToText({ color: '#fff' })).toBe('color: #fff');
    const form = formOf(saved);
    form.welcome_title_styles = 'color: #ffffff;\nfontSize: 2rem\n';
    expect(changesOf(saved, form)).toEqual({});
    form.welcome_title_styles = 'color: red';
    expect(changesOf(saved, form)).toEqual({ welcome_title_styles: { color: 'red' } });
  });

  it("shows a field's own error, else the first error under it", () => {
    const errors = {
      'welcome_title_styles.color': 'This CSS value is not allowed.',
      name: 'Required',
    };
    expect(errorAt(errors, 'welcome_title_styles')).toBe('This CSS value is not allowed.');
    expect(errorAt(errors, 'name')).toBe('Required');
    expect(errorAt(errors, 'welcome_subtitle_styles')).toBeUndefined();
  });

  it('sends the colour, the sender and the PDF choice only when they change, trimmed', () => {
    const form = {
      ...formOf(saved),
      brand_color: ' #b91c1c ',
      mail_from: 'orders@acme.example',
      order_pdf_attachment: true,
    };
    expect(changesOf(saved, form)).toEqual({
      brand_color: '#b91c1c',
      mail_from: 'orders@acme.example',
      order_pdf_attachment: '1',
    });
    expect(changesOf(saved, formOf(saved))).toEqual({});
  });
});
