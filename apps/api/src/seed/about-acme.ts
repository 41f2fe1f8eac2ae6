import type { AboutContent, Localized } from './about-pages.ts';

/** Acme Industrial Supply: what a visitor reads about the company. */
export const acmeAboutPublic: Localized<AboutContent> = {
  en: {
    title: 'About Acme Industrial Supply',
    lead: 'Since 1962 we have kept plants, fabrication shops and maintenance crews running with fasteners, tools, safety equipment and fluid power components.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Acme started as a two-person bolt and nut counter in Hamilton, Ontario. Today three distribution centres in Hamilton, Montréal and Calgary ship more than 12,000 stocked items to over 4,000 business customers.',
          'We are still family owned, and every order is picked, checked and packed by our own team.',
        ],
      },
      {
        heading: 'What we offer',
        items: [
          'Fasteners and anchors in inch and metric sizes, graded and certified',
          'Hand and power tools from the brands your crews trust',
          'Personal protective equipment and workplace signage',
          'Valves, fittings and hoses for hydraulic, pneumatic and water lines',
        ],
      },
      {
        heading: 'Quality',
        paragraphs: [
          'Our quality system is ISO 9001:2015 certified. Mill certificates and certificates of conformance are available for every graded fastener we sell.',
        ],
      },
    ],
    footer: 'Acme Industrial Supply · 1200 Burlington Street East, Hamilton, ON · 1-800-555-0142',
  },
  es: {
    title: 'Acerca de Acme Industrial Supply',
    lead: 'Desde 1962 mantenemos en marcha plantas, talleres de fabricación y equipos de mantenimiento con tornillería, herramientas, equipos de seguridad y componentes hidráulicos.',
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          'Acme nació como un pequeño mostrador de tornillos y tuercas en Hamilton, Ontario. Hoy tres centros de distribución en Hamilton, Montreal y Calgary envían más de 12 000 artículos en existencia a más de 4000 clientes empresariales.',
          'Seguimos siendo una empresa familiar, y nuestro propio equipo prepara, revisa y empaca cada pedido.',
        ],
      },
      {
        heading: 'Lo que ofrecemos',
        items: [
          'Tornillería y anclajes en medidas imperiales y métricas, con grado y certificación',
          'Herramientas manuales y eléctricas de las marcas en las que confían sus equipos',
          'Equipo de protección personal y señalización',
          'Válvulas, conexiones y mangueras para líneas hidráulicas, neumáticas y de agua',
        ],
      },
      {
        heading: 'Calidad',
        paragraphs: [
          'Nuestro sistema de calidad está certificado ISO 9001:2015. Ofrecemos certificados de fábrica y de conformidad para toda la tornillería con grado que vendemos.',
        ],
      },
    ],
    footer: 'Acme Industrial Supply · 1200 Burlington Street East, Hamilton, ON · 1-800-555-0142',
  },
  fr: {
    title: 'À propos d’Acme Industrial Supply',
    lead: 'Depuis 1962, nous faisons tourner usines, ateliers de fabrication et équipes d’entretien avec de la visserie, de l’outillage, des équipements de sécurité et des composants hydrauliques.',
    sections: [
      {
        heading: 'Qui sommes-nous',
        paragraphs: [
          'Acme a débuté comme un petit comptoir de boulons et d’écrous à Hamilton, en Ontario. Aujourd’hui, trois centres de distribution à Hamilton, Montréal et Calgary expédient plus de 12 000 articles en stock à plus de 4 000 clients professionnels.',
          'Nous sommes toujours une entreprise familiale : chaque commande est préparée, vérifiée et emballée par notre propre équipe.',
        ],
      },
      {
        heading: 'Notre offre',
        items: [
          'Visserie et ancrages en pouces et en métrique, classés et certifiés',
          'Outils à main et électriques des marques auxquelles vos équipes font confiance',
          'Équipement de protection individuelle et signalisation',
          'Vannes, raccords et tuyaux pour circuits hydrauliques, pneumatiques et d’eau',
        ],
      },
      {
        heading: 'Qualité',
        paragraphs: [
          'Notre système qualité est certifié ISO 9001:2015. Les certificats d’usine et de conformité sont disponibles pour toute la visserie classée que nous vendons.',
        ],
      },
    ],
    footer:
      'Acme Industrial Supply · 1200, rue Burlington Est, Hamilton (Ontario) · 1-800-555-0142',
  },
};

/** What only Acme's approved customers read: how ordering, shipping and returns work. */
export const acmeAboutPrivate: Localized<AboutContent> = {
  en: {
    title: 'Ordering with Acme',
    lead: 'Everything your purchasing team needs to know about orders, delivery and returns.',
    sections: [
      {
        heading: 'Order cut-off and shipping',
        items: [
          'Orders confirmed before 2:00 pm Eastern ship the same business day.',
          'Freight is prepaid on orders over $500 before taxes; smaller orders ship at cost.',
          'Pick-up is available at all three distribution centres from 7:00 am to 5:00 pm.',
        ],
      },
      {
        heading: 'Prices and confirmation',
        paragraphs: [
          'Prices shown in the portal are your contract prices. Stock and final prices are confirmed by your customer service representative by e-mail after the order is placed.',
        ],
      },
      {
        heading: 'Returns',
        paragraphs: [
          'Unused items in their original packaging can be returned within 30 days with a return authorization (RMA). Special-order and cut-to-length items cannot be returned.',
        ],
      },
      {
        heading: 'Your account team',
        items: [
          'Customer service: orders@acme.example · 1-800-555-0142 ext. 2',
          'Accounts receivable: ar@acme.example · ext. 4',
        ],
      },
    ],
    footer: 'Confidential: for Acme customers only.',
  },
  es: {
    title: 'Cómo hacer pedidos a Acme',
    lead: 'Todo lo que su equipo de compras necesita saber sobre pedidos, entregas y devoluciones.',
    sections: [
      {
        heading: 'Hora límite y envíos',
        items: [
          'Los pedidos confirmados antes de las 14:00 (hora del Este) se envían el mismo día hábil.',
          'El flete es prepagado en pedidos de más de $500 antes de impuestos; los pedidos menores se envían al costo.',
          'Puede recoger en los tres centros de distribución de 7:00 a 17:00.',
        ],
      },
      {
        heading: 'Precios y confirmación',
        paragraphs: [
          'Los precios del portal son sus precios de contrato. Su representante de servicio al cliente confirma la existencia y el precio final por correo electrónico después del pedido.',
        ],
      },
      {
        heading: 'Devoluciones',
        paragraphs: [
          'Los artículos sin usar y en su empaque original pueden devolverse dentro de 30 días con una autorización de devolución (RMA). Los pedidos especiales y los artículos cortados a medida no admiten devolución.',
        ],
      },
      {
        heading: 'Su equipo de cuenta',
        items: [
          'Servicio al cliente: orders@acme.example · 1-800-555-0142 ext. 2',
          'Cuentas por cobrar: ar@acme.example · ext. 4',
        ],
      },
    ],
    footer: 'Confidencial: solo para clientes de Acme.',
  },
  fr: {
    title: 'Commander chez Acme',
    lead: 'Tout ce que votre service des achats doit savoir sur les commandes, la livraison et les retours.',
    sections: [
      {
        heading: 'Heure limite et expédition',
        items: [
          'Les commandes confirmées avant 14 h (heure de l’Est) partent le jour ouvrable même.',
          'Le transport est payé d’avance pour les commandes de plus de 500 $ avant taxes ; les plus petites sont expédiées au coût.',
          'Le ramassage est offert dans nos trois centres de distribution de 7 h à 17 h.',
        ],
      },
      {
        heading: 'Prix et confirmation',
        paragraphs: [
          'Les prix affichés dans le portail sont vos prix contractuels. Votre représentant du service à la clientèle confirme le stock et le prix final par courriel après la commande.',
        ],
      },
      {
        heading: 'Retours',
        paragraphs: [
          'Les articles inutilisés dans leur emballage d’origine peuvent être retournés dans les 30 jours avec une autorisation de retour (RMA). Les commandes spéciales et les articles coupés sur mesure ne sont ni repris ni échangés.',
        ],
      },
      {
        heading: 'Votre équipe',
        items: [
          'Service à la clientèle : orders@acme.example · 1-800-555-0142, poste 2',
          'Comptes clients : ar@acme.example · poste 4',
        ],
      },
    ],
    footer: 'Confidentiel : réservé aux clients d’Acme.',
  },
};
