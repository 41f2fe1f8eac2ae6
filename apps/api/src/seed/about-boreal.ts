import type { AboutContent, Localized } from './about-pages.ts';

/** Boréal Fine Foods: what a visitor reads about the company. */
export const borealAboutPublic: Localized<AboutContent> = {
  en: {
    title: 'About Boréal Fine Foods',
    lead: 'Coffee roasted in Québec City, maple from the Beauce, cheese from family dairies: since 1987 we bring the flavours of the North to cafés, grocers and restaurants.',
    sections: [
      {
        heading: 'Our story',
        paragraphs: [
          'Boréal began as a small coffee roaster in the Saint-Roch district of Québec City. We now work with more than 60 producers across Québec and the Maritimes and deliver to 1,800 food service and retail customers.',
          'We choose every product for its taste and its origin, and we pay our producers fairly.',
        ],
      },
      {
        heading: 'Our range',
        items: [
          'Coffee roasted every week, whole bean and ground, and teas and infusions',
          'Pure maple syrup and maple treats',
          'Preserves, honey, sauces and mustards',
          'Bakery products and fine cheeses, delivered in the cold chain',
        ],
      },
      {
        heading: 'Commitments',
        paragraphs: [
          'Our roastery is certified organic by Ecocert Canada, and 80% of our packaging is recyclable or compostable.',
        ],
      },
    ],
    footer: 'Boréal Fine Foods · 455, boulevard Charest Est, Québec (Québec) · 1-888-555-0199',
  },
  es: {
    title: 'Acerca de Boréal Fine Foods',
    lead: 'Café tostado en la ciudad de Quebec, arce de la Beauce, quesos de lecherías familiares: desde 1987 llevamos los sabores del Norte a cafeterías, tiendas y restaurantes.',
    sections: [
      {
        heading: 'Nuestra historia',
        paragraphs: [
          'Boréal comenzó como un pequeño tostador de café en el barrio Saint-Roch de la ciudad de Quebec. Hoy trabajamos con más de 60 productores de Quebec y las provincias marítimas y abastecemos a 1800 clientes de restauración y comercio.',
          'Elegimos cada producto por su sabor y su origen, y pagamos un precio justo a nuestros productores.',
        ],
      },
      {
        heading: 'Nuestra gama',
        items: [
          'Café tostado cada semana, en grano y molido, además de tés e infusiones',
          'Jarabe de arce puro y dulces de arce',
          'Conservas, miel, salsas y mostazas',
          'Panadería y quesos finos, entregados en cadena de frío',
        ],
      },
      {
        heading: 'Compromisos',
        paragraphs: [
          'Nuestra tostaduría tiene certificación orgánica de Ecocert Canada, y el 80 % de nuestros envases es reciclable o compostable.',
        ],
      },
    ],
    footer: 'Boréal Fine Foods · 455, boulevard Charest Est, Québec (Québec) · 1-888-555-0199',
  },
  fr: {
    title: 'À propos de Boréal Alimentation fine',
    lead: 'Café torréfié à Québec, érable de la Beauce, fromages de laiteries familiales : depuis 1987, nous apportons les saveurs du Nord aux cafés, épiceries et restaurants.',
    sections: [
      {
        heading: 'Notre histoire',
        paragraphs: [
          'Boréal est né d’une petite brûlerie du quartier Saint-Roch, à Québec. Nous travaillons aujourd’hui avec plus de 60 producteurs du Québec et des Maritimes et livrons 1 800 clients en restauration et en commerce de détail.',
          'Nous choisissons chaque produit pour son goût et son origine, et nous payons nos producteurs au juste prix.',
        ],
      },
      {
        heading: 'Notre gamme',
        items: [
          'Café torréfié chaque semaine, en grains et moulu, thés et tisanes',
          'Sirop d’érable pur et friandises à l’érable',
          'Confitures, miel, sauces et moutardes',
          'Boulangerie et fromages fins, livrés dans la chaîne du froid',
        ],
      },
      {
        heading: 'Nos engagements',
        paragraphs: [
          'Notre brûlerie est certifiée biologique par Ecocert Canada, et 80 % de nos emballages sont recyclables ou compostables.',
        ],
      },
    ],
    footer:
      'Boréal Alimentation fine · 455, boulevard Charest Est, Québec (Québec) · 1-888-555-0199',
  },
};

/** What only Boréal's approved customers read: cases, delivery days and cold chain. */
export const borealAboutPrivate: Localized<AboutContent> = {
  en: {
    title: 'Ordering from Boréal',
    lead: 'How our cases, delivery routes and cold chain work for your business.',
    sections: [
      {
        heading: 'Full cases only',
        paragraphs: [
          'Most items are sold by the case: quantities go up in multiples of the minimum shown on each product.',
        ],
      },
      {
        heading: 'Delivery routes',
        items: [
          'Québec City and area: Tuesday and Friday',
          'Montréal and Laval: Wednesday',
          'Order by noon the business day before your delivery day.',
          'Refrigerated products travel in our own trucks between 0 °C and 4 °C.',
        ],
      },
      {
        heading: 'Claims',
        paragraphs: [
          'Please check your delivery with the driver. Damaged or missing items must be reported within 48 hours to service@boreal.example.',
        ],
      },
    ],
    footer: 'Confidential: for Boréal customers only.',
  },
  es: {
    title: 'Cómo hacer pedidos a Boréal',
    lead: 'Cómo funcionan nuestras cajas, rutas de entrega y cadena de frío para su negocio.',
    sections: [
      {
        heading: 'Solo cajas completas',
        paragraphs: [
          'La mayoría de los artículos se venden por caja: las cantidades aumentan en múltiplos del mínimo indicado en cada producto.',
        ],
      },
      {
        heading: 'Rutas de entrega',
        items: [
          'Ciudad de Quebec y alrededores: martes y viernes',
          'Montreal y Laval: miércoles',
          'Haga su pedido antes del mediodía del día hábil anterior a su entrega.',
          'Los productos refrigerados viajan en nuestros propios camiones entre 0 °C y 4 °C.',
        ],
      },
      {
        heading: 'Reclamaciones',
        paragraphs: [
          'Revise su entrega con el conductor. Los artículos dañados o faltantes deben informarse dentro de 48 horas a service@boreal.example.',
        ],
      },
    ],
    footer: 'Confidencial: solo para clientes de Boréal.',
  },
  fr: {
    title: 'Commander chez Boréal',
    lead: 'Le fonctionnement de nos caisses, de nos tournées de livraison et de notre chaîne du froid.',
    sections: [
      {
        heading: 'Caisses complètes seulement',
        paragraphs: [
          'La plupart des articles sont vendus à la caisse : les quantités augmentent par multiples du minimum indiqué sur chaque produit.',
        ],
      },
      {
        heading: 'Tournées de livraison',
        items: [
          'Québec et environs : mardi et vendredi',
          'Montréal et Laval : mercredi',
          'Commandez avant midi le jour ouvrable précédant votre livraison.',
          'Les produits réfrigérés voyagent dans nos propres camions entre 0 °C et 4 °C.',
        ],
      },
      {
        heading: 'Réclamations',
        paragraphs: [
          'Vérifiez votre livraison avec le chauffeur. Tout article endommagé ou manquant doit être signalé dans les 48 heures à service@boreal.example.',
        ],
      },
    ],
    footer: 'Confidentiel : réservé aux clients de Boréal.',
  },
};
