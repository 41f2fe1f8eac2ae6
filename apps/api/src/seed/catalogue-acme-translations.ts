import type { ContentTranslations } from './catalogue-spec.ts';

/**
 * Acme's catalogue in Spanish and French: every category, and five product families (fifteen
 * products) with their additional information. The other products show their English texts,
 * as a manufacturer part-way through translating its catalogue would.
 */
export const acmeTranslations: ContentTranslations = {
  categories: {
    Fasteners: { es: 'Fijaciones', fr: 'Fixations' },
    'Bolts & Screws': { es: 'Pernos y tornillos', fr: 'Boulons et vis' },
    'Hex Bolts': { es: 'Pernos hexagonales', fr: 'Boulons hexagonaux' },
    'Machine Screws': { es: 'Tornillos para metales', fr: 'Vis à métaux' },
    'Nuts & Washers': { es: 'Tuercas y arandelas', fr: 'Écrous et rondelles' },
    'Hex Nuts': { es: 'Tuercas hexagonales', fr: 'Écrous hexagonaux' },
    'Flat Washers': { es: 'Arandelas planas', fr: 'Rondelles plates' },
    Anchors: { es: 'Anclajes', fr: 'Ancrages' },
    'Wedge Anchors': { es: 'Anclajes de cuña', fr: 'Ancrages à expansion' },
    'Sleeve Anchors': { es: 'Anclajes de camisa', fr: 'Ancrages à manchon' },
    Tools: { es: 'Herramientas', fr: 'Outils' },
    'Hand Tools': { es: 'Herramientas manuales', fr: 'Outils à main' },
    Wrenches: { es: 'Llaves', fr: 'Clés' },
    Pliers: { es: 'Alicates', fr: 'Pinces' },
    'Power Tools': { es: 'Herramientas eléctricas', fr: 'Outils électriques' },
    Drills: { es: 'Taladros', fr: 'Perceuses' },
    Grinders: { es: 'Amoladoras', fr: 'Meuleuses' },
    Measuring: { es: 'Medición', fr: 'Mesure' },
    Calipers: { es: 'Calibradores', fr: 'Pieds à coulisse' },
    'Tape Measures': { es: 'Cintas métricas', fr: 'Rubans à mesurer' },
    Safety: { es: 'Seguridad', fr: 'Sécurité' },
    'Hand Protection': { es: 'Protección de manos', fr: 'Protection des mains' },
    'Work Gloves': { es: 'Guantes de trabajo', fr: 'Gants de travail' },
    'Disposable Gloves': { es: 'Guantes desechables', fr: 'Gants jetables' },
    'Eye & Face': { es: 'Ojos y cara', fr: 'Yeux et visage' },
    'Safety Glasses': { es: 'Gafas de seguridad', fr: 'Lunettes de sécurité' },
    'Face Shields': { es: 'Pantallas faciales', fr: 'Écrans faciaux' },
    Signage: { es: 'Señalización', fr: 'Signalisation' },
    'Floor Signs': { es: 'Señales de suelo', fr: 'Panneaux de sol' },
    'Lockout Tags': { es: 'Etiquetas de bloqueo', fr: 'Étiquettes de cadenassage' },
    'Fluid Power': { es: 'Hidráulica y neumática', fr: 'Hydraulique et pneumatique' },
    Valves: { es: 'Válvulas', fr: 'Robinets' },
    'Ball Valves': { es: 'Válvulas de bola', fr: 'Robinets à tournant sphérique' },
    'Check Valves': { es: 'Válvulas de retención', fr: 'Clapets anti-retour' },
    Fittings: { es: 'Accesorios', fr: 'Raccords' },
    Elbows: { es: 'Codos', fr: 'Coudes' },
    'Camlock Couplings': { es: 'Acoples camlock', fr: 'Raccords camlock' },
    Hoses: { es: 'Mangueras', fr: 'Tuyaux' },
    'Hydraulic Hoses': { es: 'Mangueras hidráulicas', fr: 'Tuyaux hydrauliques' },
    'Air Hoses': { es: 'Mangueras de aire', fr: 'Tuyaux à air' },
  },
  families: {
    'Hex Bolts': {
      es: {
        family: 'Perno de cabeza hexagonal grado 8 zincado amarillo',
        info: 'SAE J429 grado 8, acero aleado, rosca gruesa. Certificado de conformidad disponible.',
      },
      fr: {
        family: 'Boulon à tête hexagonale grade 8 zingué jaune',
        info: 'SAE J429 grade 8, acier allié, filetage gros. Certificat de conformité disponible.',
      },
    },
    'Hex Nuts': {
      es: {
        family: 'Tuerca hexagonal grado 8 zincada amarilla',
        info: 'Tuerca hexagonal acabada grado 8, para pernos grado 8.',
      },
      fr: {
        family: 'Écrou hexagonal grade 8 zingué jaune',
        info: 'Écrou hexagonal fini grade 8, pour boulons grade 8.',
      },
    },
    'Work Gloves': {
      es: {
        family: 'Guantes anticorte ANSI A4 con palma de nitrilo',
        info: 'Nivel de corte ANSI/ISEA 105 A4, compatibles con pantallas táctiles.',
      },
      fr: {
        family: 'Gants anti-coupure ANSI A4 paume en nitrile',
        info: 'Niveau de coupure ANSI/ISEA 105 A4, compatibles avec les écrans tactiles.',
      },
    },
    'Ball Valves': {
      es: {
        family: 'Válvula de bola de latón sin plomo paso total',
        info: '600 WOG, vástago antiexpulsión, asientos de PTFE.',
      },
      fr: {
        family: 'Robinet à tournant sphérique laiton sans plomb passage intégral',
        info: '600 WOG, tige anti-éjection, sièges en PTFE.',
      },
    },
    Calipers: {
      es: {
        family: 'Calibre digital de acero inoxidable IP54',
        info: 'Resolución 0,01 mm / 0,0005". Cambio pulgadas/métrico, salida de datos.',
      },
      fr: {
        family: 'Pied à coulisse numérique en acier inoxydable IP54',
        info: 'Résolution 0,01 mm / 0,0005". Bascule pouces/métrique, sortie de données.',
      },
    },
  },
};
