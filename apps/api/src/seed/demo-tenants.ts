import { acmeAboutPrivate, acmeAboutPublic } from './about-acme.ts';
import { borealAboutPrivate, borealAboutPublic } from './about-boreal.ts';
import type { AboutContent, Localized } from './about-pages.ts';
import { acmeCatalogue } from './catalogue-acme.ts';
import { borealCatalogue } from './catalogue-boreal.ts';
import type { CatalogueSpec } from './catalogue-spec.ts';
import type { Palette } from './images.ts';
import type { ShapeName } from './svg-shapes.ts';

/** Everything that makes one demo manufacturer, apart from its accounts and orders. */
export type DemoTenantCode = 'ACME' | 'BOREAL';

export interface DemoTenant {
  code: DemoTenantCode;
  name: string;
  domains: string[];
  /** Seed of the tenant's random source: the same catalogue on every run. */
  seed: number;
  palette: Palette;
  mark: ShapeName;
  welcomeTitle: Localized<string>;
  welcomeSubtitle: Localized<string>;
  /** CSS properties (React style names) the login screen applies to the welcome texts. */
  welcomeTitleStyles: Record<string, string>;
  welcomeSubtitleStyles: Record<string, string>;
  sellMinimum: '0' | '1';
  /** Shown after checkout, per language; none lets the web app's default text show. */
  orderConfirmation: Partial<Record<'en' | 'es' | 'fr', string>>;
  aboutPublic: Localized<AboutContent>;
  aboutPrivate: Localized<AboutContent>;
  catalogue: CatalogueSpec;
}

export const ACME: DemoTenant = {
  code: 'ACME',
  name: 'Acme Industrial Supply',
  domains: ['acme.localhost'],
  seed: 1962,
  palette: { primary: '#c2410c', accent: '#f59e0b', dark: '#1f2937', light: '#fff7ed' },
  mark: 'nut',
  welcomeTitle: {
    en: 'Welcome to Acme Industrial Supply',
    es: 'Bienvenido a Acme Industrial Supply',
    fr: 'Bienvenue chez Acme Industrial Supply',
  },
  welcomeSubtitle: {
    en: 'Fasteners, tools, safety and fluid power: order online around the clock.',
    es: 'Tornillería, herramientas, seguridad e hidráulica: haga sus pedidos en línea a toda hora.',
    fr: 'Visserie, outillage, sécurité et hydraulique : commandez en ligne jour et nuit.',
  },
  welcomeTitleStyles: { color: '#ffffff', textShadow: '0 2px 8px rgba(0,0,0,0.45)' },
  welcomeSubtitleStyles: { color: '#fde68a' },
  sellMinimum: '0',
  orderConfirmation: {
    en: 'Thank you for your order! Our customer service team will confirm stock and final prices by e-mail within one business day. Orders confirmed before 2:00 pm Eastern ship the same day.',
    es: '¡Gracias por su pedido! Nuestro servicio al cliente confirmará las existencias y los precios finales por correo electrónico en un día hábil. Los pedidos confirmados antes de las 14:00 (hora del Este) se envían el mismo día.',
    fr: 'Merci pour votre commande ! Notre service à la clientèle confirmera les stocks et les prix définitifs par courriel dans un délai d’un jour ouvrable. Les commandes confirmées avant 14 h (heure de l’Est) partent le jour même.',
  },
  aboutPublic: acmeAboutPublic,
  aboutPrivate: acmeAboutPrivate,
  catalogue: acmeCatalogue,
};

export const BOREAL: DemoTenant = {
  code: 'BOREAL',
  name: 'Boréal Fine Foods',
  domains: ['boreal.localhost'],
  seed: 1987,
  palette: { primary: '#166534', accent: '#ca8a04', dark: '#14281d', light: '#f0fdf4' },
  mark: 'cup',
  welcomeTitle: {
    en: 'Welcome to Boréal Fine Foods',
    es: 'Bienvenido a Boréal Fine Foods',
    fr: 'Bienvenue chez Boréal Alimentation fine',
  },
  welcomeSubtitle: {
    en: 'Coffee, maple, cheese and pantry favourites from Québec, delivered to your business.',
    es: 'Café, arce, quesos y productos de despensa de Quebec, entregados a su negocio.',
    fr: 'Café, érable, fromages et épicerie fine du Québec, livrés à votre commerce.',
  },
  welcomeTitleStyles: { color: '#ffffff', fontWeight: '700' },
  welcomeSubtitleStyles: { color: '#fef9c3', fontStyle: 'italic' },
  sellMinimum: '1',
  orderConfirmation: {},
  aboutPublic: borealAboutPublic,
  aboutPrivate: borealAboutPrivate,
  catalogue: borealCatalogue,
};

export const DEMO_TENANTS = [ACME, BOREAL] as const;
