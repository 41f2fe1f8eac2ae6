import type { CatalogueSpec, LeafSpec, Translated, UnitSpec } from './catalogue-spec.ts';
import type { Random } from './random.ts';
import type { ShapeName } from './svg-shapes.ts';

/** "Sold by BX of 50." in each language of the demo data. */
const soldBy = {
  en: ({ code, cf }: UnitSpec) => `Sold by ${code}${cf > 1 ? ` of ${cf}` : ''}.`,
  es: ({ code, cf }: UnitSpec) => `Se vende por ${code}${cf > 1 ? ` de ${cf}` : ''}.`,
  fr: ({ code, cf }: UnitSpec) => `Vendu par ${code}${cf > 1 ? ` de ${cf}` : ''}.`,
};

/** Both translations of `text` made with `make`, or null when there is none. */
function translate<T, R>(
  text: Translated<T> | undefined,
  make: (text: T, language: keyof Translated<T>) => R,
): Translated<R> | null {
  return text ? { es: make(text.es, 'es'), fr: make(text.fr, 'fr') } : null;
}

/** One product to write, decided before any row exists; links point at other plan indices. */
export interface ProductPlan {
  partNumber: string;
  description: string;
  additionalInfo: string | null;
  /** The description and additional info in Spanish and French, when the family has them. */
  translated: Translated<{ description: string; additionalInfo: string | null }> | null;
  price: number;
  available: number;
  minOrderQty: number;
  maxOrderQty: number;
  /** The first unit is the default one. */
  units: UnitSpec[];
  leafIndex: number;
  secondLeafIndex: number | null;
  shape: ShapeName;
  hasImage: boolean;
  related: number[];
  complementary: number[];
}

export interface LeafPlan extends LeafSpec {
  topIndex: number;
  groupIndex: number;
}

export const leavesOf = (spec: CatalogueSpec): LeafPlan[] =>
  spec.tree.flatMap((top, topIndex) =>
    top.groups.flatMap((group, groupIndex) =>
      group.leaves.map((leaf) => ({ ...leaf, topIndex, groupIndex })),
    ),
  );

const round2 = (value: number) => Math.round(value * 100) / 100;
const VARIANTS_PER_LEAF = 3;

/**
 * Every product of a catalogue, with the traits the demo must show: a few out of stock, some
 * with minimum and maximum quantities (at least one with both), some in two categories, some
 * without an image or additional info, related and complementary links.
 */
export function planCatalogue(spec: CatalogueSpec, random: Random): ProductPlan[] {
  const leaves = leavesOf(spec);
  const count = leaves.length * VARIANTS_PER_LEAF;
  const indices = Array.from({ length: count }, (_, i) => i);
  const pickSet = (n: number) => new Set(random.sample(indices, n));
  const outOfStock = pickSet(Math.round(count * 0.12));
  const withMinimum = pickSet(Math.round(count * 0.2));
  const withMaximum = pickSet(Math.round(count * 0.15));
  withMinimum.add([...withMaximum][0] ?? 0);
  const inTwoCategories = pickSet(Math.round(count * 0.14));
  const withoutImage = pickSet(4);
  const withoutInfo = pickSet(6);
  const usedNumbers = new Set<string>();

  const partNumber = (leaf: LeafSpec) => {
    for (;;) {
      const candidate = `${spec.prefix}-${leaf.code}-${random.int(1000, 9999)}`;
      if (!usedNumbers.has(candidate)) {
        usedNumbers.add(candidate);
        return candidate;
      }
    }
  };
  const productsOfLeaf = (leafIndex: number) =>
    indices.slice(leafIndex * VARIANTS_PER_LEAF, (leafIndex + 1) * VARIANTS_PER_LEAF);

  return leaves.flatMap((leaf, leafIndex) =>
    leaf.variants.map((variant, variantIndex): ProductPlan => {
      const index = leafIndex * VARIANTS_PER_LEAF + variantIndex;
      const [low, high] = leaf.price;
      // Bigger variants cost more: the variants of a family are listed from small to large.
      const share = (variantIndex + random.next()) / VARIANTS_PER_LEAF;
      const defaultUnit = leaf.units[0] ?? { code: 'EA', cf: 1 };
      const minOrderQty = withMinimum.has(index) ? random.pick(spec.minimums) : 1;
      const siblings = productsOfLeaf(leafIndex).filter((i) => i !== index);
      const sameTop = leaves
        .map((other, i) => ({ other, i }))
        .filter(({ other, i }) => other.topIndex === leaf.topIndex && i !== leafIndex);
      const pairIndex = leaves.findIndex((other) => other.name === leaf.pairsWith);
      const otherTop = indices.filter(
        (i) => leaves[Math.floor(i / VARIANTS_PER_LEAF)]?.topIndex !== leaf.topIndex,
      );
      return {
        partNumber: partNumber(leaf),
        description: `${leaf.family}, ${variant}`,
        additionalInfo: withoutInfo.has(index) ? null : `${leaf.info} ${soldBy.en(defaultUnit)}`,
        translated: translate(spec.translations?.families[leaf.name], (family, language) => ({
          description: `${family.family}, ${variant}`,
          additionalInfo: withoutInfo.has(index)
            ? null
            : `${family.info} ${soldBy[language](defaultUnit)}`,
        })),
        price: round2(Math.max(0.01, low + (high - low) * share) * defaultUnit.cf),
        available: outOfStock.has(index) ? 0 : random.int(3, 480),
        minOrderQty,
        maxOrderQty: withMaximum.has(index) ? minOrderQty * random.pick([10, 20, 50]) : 0,
        units: leaf.units,
        leafIndex,
        secondLeafIndex:
          inTwoCategories.has(index) && sameTop.length > 0 ? random.pick(sameTop).i : null,
        shape: leaf.shape,
        hasImage: !withoutImage.has(index),
        related: random.chance(0.1) ? [] : siblings,
        complementary:
          pairIndex >= 0
            ? random.sample(productsOfLeaf(pairIndex), 2)
            : random.chance(0.5)
              ? random.sample(otherTop, 2)
              : [],
      };
    }),
  );
}
