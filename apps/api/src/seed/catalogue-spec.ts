import type { ShapeName } from './svg-shapes.ts';

/** A unit a product is sold in, with how many base units it holds. */
export interface UnitSpec {
  code: string;
  cf: number;
}

/** A leaf category and the product family it holds: one product per variant. */
export interface LeafSpec {
  name: string;
  /** Two letters of the part numbers of this family. */
  code: string;
  family: string;
  variants: [string, string, string];
  shape: ShapeName;
  /** Price range of one base unit (cf 1); a product's price is that of its default unit. */
  price: [number, number];
  /** The units a product of the family is sold in; the first is its default unit. */
  units: UnitSpec[];
  info: string;
  /** The leaf whose products complete this one's (bolts and nuts). */
  pairsWith?: string;
}

/** A text in the two languages besides English. */
export interface Translated<T> {
  es: T;
  fr: T;
}

/** Spanish and French texts of a catalogue, keyed by the English name of the category or leaf. */
export interface ContentTranslations {
  categories: Record<string, Translated<string>>;
  /** A leaf's product family (the description before the variant) and its additional info. */
  families: Record<string, Translated<{ family: string; info: string }>>;
}

export interface CatalogueSpec {
  /** Leading letters of every part number of the tenant. */
  prefix: string;
  uoms: { code: string; description: string }[];
  /** Minimum quantities a product may get; the seed gives most products 1. */
  minimums: number[];
  /** Three levels: top categories, their groups, and the leaves holding products. */
  tree: { name: string; groups: { name: string; leaves: LeafSpec[] }[] }[];
  /** What exists in Spanish and French; everything else shows its English text. */
  translations?: ContentTranslations;
}
