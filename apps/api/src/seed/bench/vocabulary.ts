import { mulberry32 } from '../random.ts';

/**
 * The words of the bench catalogue. A description takes one word of each class (adjective,
 * material, item, finish, use), each drawn with a Zipf-like skew, so that a few words are in
 * thousands of products and most are in a handful: what a buyer's search meets in a real
 * catalogue. Plain ASCII in lower case, so PostgreSQL's lower() writes the same search_text as
 * toSearchText().
 */
const ADJECTIVES = `heavy light compact slim wide narrow long short round square flat curved
  angled straight flexible rigid adjustable fixed sealed vented insulated reinforced threaded
  smooth knurled slotted tapered split solid hollow double single triple universal standard
  premium economy industrial marine outdoor indoor portable mounted recessed flush raised
  swivel locking quick safety precision miniature jumbo oval hexagonal octagonal conical
  spherical low high deep shallow extended reduced offset inline lateral vertical horizontal
  modular folding stackable removable captive sprung loaded weighted balanced`;

const MATERIALS = `steel stainless brass bronze copper aluminium zinc nickel titanium chrome iron
  cast forged galvanised carbon alloy tungsten cobalt lead tin pewter silicone rubber neoprene
  nitrile viton polyurethane nylon acetal polypropylene polyethylene pvc ptfe abs acrylic
  polycarbonate fibreglass kevlar ceramic glass porcelain granite concrete timber oak beech
  birch maple walnut bamboo cork leather canvas felt cotton wool jute hemp sisal cardboard
  paper foam latex vinyl epoxy resin graphite mica asbestosfree composite laminate melamine`;

const ITEMS = `bolt nut washer screw rivet anchor pin dowel stud rod bar tube pipe hose fitting
  coupling elbow tee reducer union nipple flange gasket seal ring bushing bearing sleeve collar
  shaft axle pulley sprocket gear chain belt spring hinge latch hasp bracket clamp clip hook
  eye shackle swage thimble turnbuckle cable wire rope cord strap buckle handle knob lever
  wheel castor roller slide rail track channel beam plate sheet panel grille mesh filter
  strainer valve cock tap faucet nozzle sprayer pump motor fan blower heater cooler duct damper
  louvre vent cap plug stopper cover lid box case cabinet shelf rack tray bin crate pallet
  drum barrel bucket funnel scoop brush broom mop squeegee sponge cloth pad glove mask goggle
  helmet boot apron vest ladder stool bench trolley cart jack hoist winch block tackle sling
  padlock key lock bracketry spacer shim wedge grommet ferrule lug terminal connector socket
  switch relay fuse breaker sensor gauge meter timer lamp bulb tubing manifold regulator`;

const FINISHES = `polished brushed satin matte gloss painted powdercoated anodised plated zinced
  blackened oxidised lacquered varnished oiled waxed primed raw natural black white grey red
  blue green yellow orange purple brown beige ivory silver gold copperish clear smoked tinted
  frosted textured embossed engraved etched stamped printed dyed bleached tempered hardened
  annealed passivated galvannealed enamelled glazed unglazed sanded planed`;

const USES = `plumbing electrical hvac automotive agricultural construction mining offshore
  aerospace railway food dairy brewery pharmaceutical laboratory hospital kitchen bathroom
  garden workshop warehouse office school retail hotel garage farm stable kennel pool spa
  greenhouse boatyard sawmill foundry bakery laundry`;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

export interface WordClass {
  name: string;
  words: readonly string[];
}

/** The classes of the bench vocabulary, in the order their words appear in a description. */
export const WORD_CLASSES: readonly WordClass[] = [
  { name: 'adjective', words: words(ADJECTIVES) },
  { name: 'material', words: words(MATERIALS) },
  { name: 'item', words: words(ITEMS) },
  { name: 'finish', words: words(FINISHES) },
  { name: 'use', words: words(USES) },
];

/** Every distinct word of the bench catalogue's descriptions. */
export function benchVocabulary(): string[] {
  return [...new Set(WORD_CLASSES.flatMap((c) => c.words))];
}

/**
 * A lookup table in which word i of `list` fills a share of about 1 / (i + 1)^exponent of `size`
 * slots, and at least one: a uniform pick from the table is a Zipf-like pick from the list. The
 * seed indexes it with a hash of the product number, in SQL.
 */
export function zipfTable(list: readonly string[], size: number, exponent = 1.1): string[] {
  const weights = list.map((_, i) => 1 / (i + 1) ** exponent);
  const sum = weights.reduce((a, b) => a + b, 0);
  return list.flatMap((word, i) =>
    Array.from({ length: Math.max(1, Math.round((weights[i]! / sum) * size)) }, () => word),
  );
}

/** A small fast deterministic generator of numbers in [0, 1): the demo seed's own (mulberry32). */
export const seededRandom = mulberry32;

/** The part number of bench product `n` (1-based), as the seed writes it. */
export const benchPartNumber = (n: number) => `BN-${String(n).padStart(7, '0')}`;

/**
 * The search terms a bench run draws from, all taken from the catalogue: single words of every
 * class (common and rare alike), pairs of an adjective or material with an item, and part-number
 * prefixes matching 10 to 10,000 products. Deterministic for a given seed and catalogue size.
 */
export function benchSearchTerms(products: number, count = 300, seed = 17): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const [adjectives, materials, items] = WORD_CLASSES.map((c) => c.words) as [
    string[],
    string[],
    string[],
  ];
  const all = benchVocabulary();
  const terms = new Set<string>();
  let attempts = 0;
  while (terms.size < count && attempts++ < count * 100) {
    const kind = random();
    if (kind < 0.45) terms.add(pick(all));
    else if (kind < 0.85)
      terms.add(`${pick(random() < 0.5 ? adjectives : materials)} ${pick(items)}`);
    else {
      const digits = benchPartNumber(1 + Math.floor(random() * products)).toLowerCase();
      // 'bn-' and 3 to 6 of the 7 digits: from 10,000 products down to 10.
      terms.add(digits.slice(0, 3 + 3 + Math.floor(random() * 4)));
    }
  }
  return [...terms];
}
