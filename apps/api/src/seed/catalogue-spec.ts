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

export interface CatalogueSpec {
  /** Leading letters of every part number of the tenant. */
  prefix: string;
  uoms: { code: string; description: string }[];
  /** Minimum quantities a product may get; the seed gives most products 1. */
  minimums: number[];
  /** Three levels: top categories, their groups, and the leaves holding products. */
  tree: { name: string; groups: { name: string; leaves: LeafSpec[] }[] }[];
}
