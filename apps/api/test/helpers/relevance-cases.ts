import type { Language } from '@portal/contract';

/**
 * Searches a buyer types on the demo catalogues (issue 32 point 8), each with the product that must
 * come first or within the first three: the relevance test's cases, which the search index's test
 * also runs to hold its answers to the database's.
 */
export interface RelevanceCase {
  search: string;
  /** A text of the description (in the buyer's language) of the product expected. */
  expect: string;
  language?: Language;
  tenant?: 'ACME' | 'BOREAL';
  /** Where the product must be: first (default) or within the first three. */
  within?: 1 | 3;
  /** The words the answer says it searched for instead ("Showing results for ..."). */
  corrected?: string;
}

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // The issue's own examples.
  { search: 'stainles caliper', expect: 'Digital Caliper Stainless' },
  { search: 'calibre digital', expect: 'Calibre digital', language: 'es' },
  { search: 'zinc hex bolts grade 8', expect: 'Hex Cap Bolt Grade 8 Yellow Zinc' },
  // Words in any order, plurals and singulars.
  { search: 'caliper digital', expect: 'Digital Caliper' },
  { search: 'calipers', expect: 'Digital Caliper' },
  { search: 'bolts', expect: 'Hex Cap Bolt' },
  { search: 'nuts hex', expect: 'Hex Nut Grade 8' },
  { search: 'washers', expect: 'Flat Washer' },
  { search: 'anchors wedge', expect: 'Wedge Anchor' },
  { search: 'wrenches', expect: 'Combination Wrench' },
  { search: 'pliers', expect: "Lineman's Pliers" },
  { search: 'drills', expect: 'Cordless Drill/Driver' },
  { search: 'grinders', expect: 'Angle Grinder' },
  { search: 'tape measures', expect: 'Tape Measure' },
  { search: 'gloves nitrile disposable', expect: 'Nitrile Disposable Gloves' },
  { search: 'glove cut resistant', expect: 'Cut-Resistant Gloves' },
  { search: 'safety glasses', expect: 'Safety Glasses' },
  { search: 'face shields', expect: 'Face Shield' },
  { search: 'wet floor sign', expect: 'Wet Floor Sign' },
  { search: 'lockout tags', expect: 'Lockout Tag' },
  { search: 'ball valves brass', expect: 'Ball Valve Lead-Free Brass' },
  { search: 'check valve', expect: 'Swing Check Valve' },
  { search: 'elbow black iron', expect: 'Elbow Black Iron' },
  { search: 'camlock coupling', expect: 'Camlock Coupling' },
  { search: 'hydraulic hoses', expect: 'Hydraulic Hose' },
  { search: 'air hose 50 ft', expect: 'Air Hose Hybrid Polymer', within: 3 },
  // Attribute-like words and sizes.
  { search: 'grade 8 nut', expect: 'Hex Nut Grade 8' },
  { search: 'm10', expect: 'M10', within: 3 },
  { search: '1/2 npt ball valve', expect: 'Ball Valve', within: 3 },
  { search: 'brushless', expect: 'Cordless Drill/Driver' },
  { search: 'anti-fog', expect: 'Safety Glasses' },
  { search: 'powder free', expect: 'Nitrile Disposable Gloves' },
  // Part numbers and their beginnings.
  { search: 'AC-CL', expect: 'Digital Caliper' },
  { search: 'ac-hb', expect: 'Hex Cap Bolt' },
  { search: 'AC-HN', expect: 'Hex Nut', within: 3 },
  // Typos: a letter dropped, doubled or swapped.
  { search: 'calliper', expect: 'Digital Caliper', corrected: 'caliper' },
  { search: 'stainles', expect: 'Stainless', within: 3 },
  { search: 'wrentch', expect: 'Combination Wrench', corrected: 'wrench' },
  { search: 'grinder angel', expect: 'Angle Grinder', corrected: 'grinder angle' },
  { search: 'hydralic hose', expect: 'Hydraulic Hose', corrected: 'hydraulic hose' },
  { search: 'plyers', expect: "Lineman's Pliers", corrected: 'pliers' },
  // Spanish: stems, accents ignored.
  { search: 'pernos hexagonales', expect: 'Perno de cabeza hexagonal', language: 'es' },
  { search: 'tuercas', expect: 'Tuerca hexagonal', language: 'es' },
  { search: 'guantes anticorte', expect: 'Guantes anticorte', language: 'es' },
  { search: 'valvula laton', expect: 'Válvula de bola de latón', language: 'es' },
  { search: 'calibres digitales', expect: 'Calibre digital', language: 'es' },
  { search: 'acero inoxidable', expect: 'Calibre digital de acero inoxidable', language: 'es' },
  { search: 'zincado amarillo', expect: 'zincado amarillo', language: 'es', within: 3 },
  // French: stems, accents ignored.
  { search: 'boulons hexagonaux', expect: 'Boulon à tête hexagonale', language: 'fr' },
  { search: 'ecrou', expect: 'Écrou hexagonal', language: 'fr' },
  { search: 'pied a coulisse', expect: 'Pied à coulisse', language: 'fr' },
  { search: 'robinet laiton', expect: 'Robinet à tournant sphérique laiton', language: 'fr' },
  { search: 'gants anti-coupure', expect: 'Gants anti-coupure', language: 'fr' },
  { search: 'numerique inoxydable', expect: 'Pied à coulisse numérique', language: 'fr' },
  // Boreal, written in French.
  { search: 'cafe moulu', expect: 'Café moulu', tenant: 'BOREAL', language: 'fr' },
  // The tenants' synonyms (seed/search-synonyms.ts).
  { search: 'ss caliper', expect: 'Digital Caliper Stainless' },
  { search: 'calibre inox', expect: 'Calibre digital', language: 'es' },
  { search: 'spanners', expect: 'Combination Wrench' },
  { search: 'cookies', expect: 'Biscuits au beurre', tenant: 'BOREAL', language: 'fr' },
  { search: 'café en grains', expect: 'Café en grains', tenant: 'BOREAL', language: 'fr' },
  { search: 'sirop erable', expect: "Sirop d'érable", tenant: 'BOREAL', language: 'fr' },
  { search: 'confitures', expect: 'Confiture artisanale', tenant: 'BOREAL', language: 'fr' },
  { search: 'yogourt grec', expect: 'Yogourt grec', tenant: 'BOREAL', language: 'fr' },
  { search: 'croissants', expect: 'Croissant pur beurre', tenant: 'BOREAL', language: 'fr' },
  { search: 'cheddar', expect: 'Cheddar fort', tenant: 'BOREAL', language: 'fr' },
  { search: 'moutarde dijon', expect: 'Moutarde de Dijon', tenant: 'BOREAL', language: 'fr' },
  { search: 'jus orange', expect: "Jus d'orange", tenant: 'BOREAL', language: 'fr' },
  { search: 'miel trefle', expect: 'Miel de trèfle', tenant: 'BOREAL', language: 'fr' },
  { search: 'the noir', expect: 'Thé noir', tenant: 'BOREAL', language: 'fr' },
  { search: 'baguettes', expect: 'Baguette précuite', tenant: 'BOREAL', language: 'fr' },
  {
    search: 'fromage',
    expect: 'Fromage à pâte molle',
    tenant: 'BOREAL',
    language: 'fr',
    within: 3,
  },
  { search: 'biscuit beurre', expect: 'Biscuits au beurre', tenant: 'BOREAL', language: 'fr' },
  // Words only the products' attributes hold (seed/product-attributes.ts, weight C).
  { search: 'black oxide pliers', expect: "Lineman's Pliers" },
  { search: 'polypropylene', expect: 'Wet Floor Sign' },
  { search: 'satin caliper', expect: 'Digital Caliper' },
  { search: 'polished chrome wrench', expect: 'Combination Wrench' },
  { search: 'carbon steel anchors', expect: 'Anchor', within: 3 },
  { search: 'óxido negro', expect: "Lineman's Pliers", language: 'es' },
  { search: 'acier allié écrou', expect: 'Écrou hexagonal', language: 'fr' },
  { search: 'beurre réfrigéré', expect: 'Beurre baratté', tenant: 'BOREAL', language: 'fr' },
  { search: 'refrigerated cheddar', expect: 'Cheddar fort', tenant: 'BOREAL' },
  { search: 'moutarde sulfites', expect: 'Moutarde de Dijon', tenant: 'BOREAL', language: 'fr' },
  {
    search: 'congelado croissant',
    expect: 'Croissant pur beurre',
    tenant: 'BOREAL',
    language: 'es',
  },
];
