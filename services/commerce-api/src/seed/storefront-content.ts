import type { ContentSection } from '../db/schema/content';

/** Header and footer navigation, listed out of order on purpose: menuSeq decides. */
export const navigationSeeds: {
  menu: 'header' | 'footer';
  label: string;
  labelEs: string;
  href: string;
  menuSeq: number;
  children?: { label: string; labelEs: string; href: string; menuSeq: number }[];
}[] = [
  {
    menu: 'header',
    label: 'Holiday Shop',
    labelEs: 'Tienda navideña',
    href: '/holiday-shop',
    menuSeq: 7,
  },
  {
    menu: 'header',
    label: 'All Snacks',
    labelEs: 'Todas las botanas',
    href: '/all-snacks',
    menuSeq: 1,
    children: [
      { label: 'Chips', labelEs: 'Papitas', href: '/all-snacks?productType=chips', menuSeq: 1 },
      {
        label: 'Tortilla Chips',
        labelEs: 'Totopos',
        href: '/all-snacks?productType=tortilla-chips',
        menuSeq: 2,
      },
      { label: 'Puffs', labelEs: 'Inflados', href: '/all-snacks?productType=puffs', menuSeq: 3 },
      {
        label: 'Pretzels',
        labelEs: 'Pretzels',
        href: '/all-snacks?productType=pretzels',
        menuSeq: 4,
      },
      {
        label: 'Popcorn',
        labelEs: 'Palomitas',
        href: '/all-snacks?productType=popcorn',
        menuSeq: 5,
      },
      {
        label: 'Crackers',
        labelEs: 'Galletas saladas',
        href: '/all-snacks?productType=crackers',
        menuSeq: 6,
      },
      {
        label: 'Cookies',
        labelEs: 'Galletas',
        href: '/all-snacks?productType=cookies',
        menuSeq: 7,
      },
      { label: 'Dips', labelEs: 'Salsas', href: '/all-snacks?productType=dips', menuSeq: 8 },
      {
        label: 'Nuts & Trail Mix',
        labelEs: 'Nueces y mezclas',
        href: '/all-snacks?productType=nuts',
        menuSeq: 9,
      },
    ],
  },
  {
    menu: 'header',
    label: 'Variety Packs',
    labelEs: 'Paquetes variados',
    href: '/varietypack',
    menuSeq: 3,
  },
  { menu: 'header', label: 'Flavors', labelEs: 'Sabores', href: '/flavors', menuSeq: 2 },
  {
    menu: 'header',
    label: 'Build a 30-Pack',
    labelEs: 'Arme su paquete de 30',
    href: '/varietypack/customize',
    menuSeq: 4,
  },
  { menu: 'header', label: 'Heat Shop', labelEs: 'Tienda picante', href: '/hot-shop', menuSeq: 6 },
  { menu: 'header', label: 'Brands', labelEs: 'Marcas', href: '/brands', menuSeq: 5 },
  { menu: 'header', label: 'Bundles', labelEs: 'Paquetes', href: '/bundles', menuSeq: 8 },
  {
    menu: 'header',
    label: 'Gift Cards',
    labelEs: 'Tarjetas de regalo',
    href: '/gift-cards',
    menuSeq: 9,
  },
  {
    menu: 'footer',
    label: 'Customer Support',
    labelEs: 'Atención al cliente',
    href: '/contact-us',
    menuSeq: 1,
  },
  {
    menu: 'footer',
    label: 'Order Lookup',
    labelEs: 'Buscar pedido',
    href: '/order-lookup',
    menuSeq: 2,
  },
  { menu: 'footer', label: 'FAQ', labelEs: 'Preguntas frecuentes', href: '/faq', menuSeq: 3 },
  {
    menu: 'footer',
    label: 'Common Questions',
    labelEs: 'Preguntas comunes',
    href: '/common-questions',
    menuSeq: 4,
  },
  {
    menu: 'footer',
    label: 'Shipping & Returns',
    labelEs: 'Envíos y devoluciones',
    href: '/shipping-returns',
    menuSeq: 5,
  },
  { menu: 'footer', label: 'About Us', labelEs: 'Quiénes somos', href: '/about-us', menuSeq: 6 },
  {
    menu: 'footer',
    label: 'Terms of Use',
    labelEs: 'Términos de uso',
    href: '/terms-of-use',
    menuSeq: 7,
  },
  {
    menu: 'footer',
    label: 'Privacy Policy',
    labelEs: 'Política de privacidad',
    href: '/privacy-policy',
    menuSeq: 8,
  },
  {
    menu: 'footer',
    label: 'About Our Ads',
    labelEs: 'Sobre nuestros anuncios',
    href: '/about-our-ads',
    menuSeq: 9,
  },
  {
    menu: 'footer',
    label: 'Website Accessibility Statement',
    labelEs: 'Declaración de accesibilidad',
    href: '/accessibility',
    menuSeq: 10,
  },
];

type BannerSeed = {
  placement: 'hero' | 'category' | 'promotion';
  preset: string | null;
  title: string;
  titleEs: string;
  subtitle: string;
  subtitleEs: string;
  ctaLabel: string;
  ctaLabelEs: string;
  href: string;
  colors: [string, string];
  sortOrder: number;
};

/** Hero banners, the three category presets and three promotion tiles (home shows two). */
export const bannerSeeds: BannerSeed[] = [
  {
    placement: 'hero',
    preset: null,
    title: 'Build your own 30-pack',
    titleEs: 'Arme su paquete de 30',
    subtitle: 'Mix any 30 single-serve bags',
    subtitleEs: 'Combine 30 bolsas individuales',
    ctaLabel: 'Start a mix',
    ctaLabelEs: 'Empiece su mezcla',
    href: '/varietypack/customize',
    colors: ['#264653', '#2a9d8f'],
    sortOrder: 1,
  },
  {
    placement: 'hero',
    preset: null,
    title: 'Turn up the heat',
    titleEs: 'Suba el picante',
    subtitle: 'Ghost pepper, habanero and more in the Heat Shop',
    subtitleEs: 'Chile fantasma, habanero y más en la tienda picante',
    ctaLabel: 'Shop the heat',
    ctaLabelEs: 'Comprar picante',
    href: '/hot-shop',
    colors: ['#1b1b1b', '#c1121f'],
    sortOrder: 2,
  },
  {
    placement: 'hero',
    preset: null,
    title: 'Free shipping over $15',
    titleEs: 'Envío gratis desde $15',
    subtitle: 'On every order, every day',
    subtitleEs: 'En todos los pedidos, todos los días',
    ctaLabel: 'Shop all snacks',
    ctaLabelEs: 'Ver todas las botanas',
    href: '/all-snacks',
    colors: ['#f4a261', '#e76f51'],
    sortOrder: 3,
  },
  {
    placement: 'category',
    preset: 'all-snacks',
    title: 'All Snacks',
    titleEs: 'Todas las botanas',
    subtitle: 'Chips, puffs, pretzels, popcorn and more',
    subtitleEs: 'Papitas, inflados, pretzels, palomitas y más',
    ctaLabel: 'Browse',
    ctaLabelEs: 'Explorar',
    href: '/all-snacks',
    colors: ['#2a9d8f', '#e9c46a'],
    sortOrder: 1,
  },
  {
    placement: 'category',
    preset: 'chips',
    title: 'Chips',
    titleEs: 'Papitas',
    subtitle: 'Kettle-cooked, thin and crispy, or party size',
    subtitleEs: 'En caldero, delgadas y crujientes, o tamaño fiesta',
    ctaLabel: 'Browse chips',
    ctaLabelEs: 'Ver papitas',
    href: '/all-snacks?productType=chips',
    colors: ['#1f5f8b', '#e8b923'],
    sortOrder: 2,
  },
  {
    placement: 'category',
    preset: 'all-brands',
    title: 'All Brands',
    titleEs: 'Todas las marcas',
    subtitle: 'Thirteen snack makers, one cart',
    subtitleEs: 'Trece marcas de botanas, un solo carrito',
    ctaLabel: 'See the brands',
    ctaLabelEs: 'Ver las marcas',
    href: '/brands',
    colors: ['#3d348b', '#f28c28'],
    sortOrder: 3,
  },
  {
    placement: 'promotion',
    preset: null,
    title: 'Variety packs from $9.99',
    titleEs: 'Paquetes variados desde $9.99',
    subtitle: 'Something for everyone',
    subtitleEs: 'Algo para todos',
    ctaLabel: 'Shop variety packs',
    ctaLabelEs: 'Ver paquetes',
    href: '/varietypack',
    colors: ['#6a994e', '#a7c957'],
    sortOrder: 1,
  },
  {
    placement: 'promotion',
    preset: null,
    title: 'Give the gift of snacks',
    titleEs: 'Regale botanas',
    subtitle: 'Gift cards and e-gift cards',
    subtitleEs: 'Tarjetas de regalo físicas y electrónicas',
    ctaLabel: 'Shop gift cards',
    ctaLabelEs: 'Ver tarjetas',
    href: '/gift-cards',
    colors: ['#b5446e', '#ffb4a2'],
    sortOrder: 2,
  },
  {
    placement: 'promotion',
    preset: null,
    title: 'Holiday Shop is open',
    titleEs: 'La tienda navideña está abierta',
    subtitle: 'Tins, mugs and stockings',
    subtitleEs: 'Latas, tazas y botas',
    ctaLabel: 'Visit the Holiday Shop',
    ctaLabelEs: 'Visite la tienda navideña',
    href: '/holiday-shop',
    colors: ['#9d0208', '#2d6a4f'],
    sortOrder: 3,
  },
];

/** Interface labels in both languages. */
export const labelSeeds: Record<string, [string, string]> = {
  'header.search.placeholder': ['Search snacks', 'Buscar botanas'],
  'header.cart': ['Cart', 'Carrito'],
  'header.signIn': ['Sign in', 'Iniciar sesión'],
  'header.products': ['Products', 'Productos'],
  'home.bestSellers': ['Best Sellers', 'Los más vendidos'],
  'home.staffPicks': ['Staff Picks', 'Favoritos del equipo'],
  'home.shopByCategory': ['Shop By Category', 'Compra por categoría'],
  'home.shopByBrand': ['Shop By Brand', 'Compra por marca'],
  'plp.viewAllSnacks': ['View All Snacks', 'Ver todas las botanas'],
  'plp.filters.brand': ['Brand', 'Marca'],
  'plp.filters.productType': ['Product Type', 'Tipo de producto'],
  'plp.filters.flavor': ['Flavor', 'Sabor'],
  'plp.filters.size': ['Size', 'Tamaño'],
  'plp.filters.showMore': ['Show more', 'Ver más'],
  'plp.filters.showLess': ['Show less', 'Ver menos'],
  'plp.sort.label': ['Sort by', 'Ordenar por'],
  'plp.sort.featured': ['Featured', 'Destacados'],
  'plp.sort.priceAsc': ['Price: low to high', 'Precio: de menor a mayor'],
  'plp.sort.priceDesc': ['Price: high to low', 'Precio: de mayor a menor'],
  'plp.sort.nameAsc': ['Name: A to Z', 'Nombre: de la A a la Z'],
  'plp.sort.bestSelling': ['Best selling', 'Más vendidos'],
  'plp.sort.newest': ['Newest', 'Más nuevos'],
  'plp.results': ['{count} results', '{count} resultados'],
  'plp.loadMore': ['Load more', 'Cargar más'],
  'pdp.addToCart': ['Add to cart', 'Agregar al carrito'],
  'pdp.outOfStock': ['Out of stock', 'Agotado'],
  'pdp.notifyMe': ['Notify Me', 'Avíseme'],
  'pdp.ingredients': ['Ingredients', 'Ingredientes'],
  'pdp.nutrition': ['Nutrition Facts', 'Información nutricional'],
  'pdp.recommended': ['You may also like', 'También le puede gustar'],
  'pdp.recentlyViewed': ['Recently viewed', 'Vistos recientemente'],
  'notifyMe.success': [
    "We'll email you when it's back in stock.",
    'Le enviaremos un correo cuando vuelva a estar disponible.',
  ],
  'cart.title': ['Review your cart', 'Revise su carrito'],
  'cart.empty': ['Your cart is empty', 'Su carrito está vacío'],
  'cart.freeShippingRemaining': [
    "You're {amount} away from free shipping",
    'Le faltan {amount} para el envío gratis',
  ],
  'cart.freeShippingReached': ['You have free shipping!', '¡Tiene envío gratis!'],
  'cart.coupon': ['Coupon code', 'Código de cupón'],
  'cart.checkout': ['Checkout', 'Pagar'],
  'multipack.title': ['Create Mix', 'Cree su mezcla'],
  'multipack.savedMixes': ['Saved Mixes', 'Mezclas guardadas'],
  'multipack.savedMixesEmpty': ['No Saved Mixes yet!', '¡Aún no tiene mezclas guardadas!'],
  'multipack.progress': ['{count} of 30 packs', '{count} de 30 paquetes'],
  'checkout.shipping': ['Shipping information', 'Información de envío'],
  'checkout.contact': ['Contact information', 'Información de contacto'],
  'checkout.billing': ['Billing information', 'Información de facturación'],
  'checkout.review': ['Review order', 'Revisar pedido'],
  'checkout.payment': ['Payment', 'Pago'],
  'checkout.submit': ['Submit order', 'Enviar pedido'],
  'error.fallback': ['Oops, there is an error!', '¡Uy, hubo un error!'],
  'error.tryAgain': ['Try again?', '¿Intentar de nuevo?'],
  'error.generic': ['Something went wrong with this request', 'Algo salió mal con esta solicitud'],
  'business.prompt': [
    'Are you ordering products for a business that sells snacks to customers?',
    '¿Está pidiendo productos para un negocio que vende botanas a clientes?',
  ],
  'contact.title': ['Customer Support', 'Atención al cliente'],
  'contact.success': [
    'Thanks! Our team will reply within two business days.',
    '¡Gracias! Nuestro equipo responderá en dos días hábiles.',
  ],
  'footer.copyright': [
    '© Snack Shop. All rights reserved.',
    '© Snack Shop. Todos los derechos reservados.',
  ],
  'language.english': ['English', 'Inglés'],
  'language.spanish': ['Spanish', 'Español'],
};

interface PageSeed {
  slug: string;
  en: { title: string; summary: string; sections: ContentSection[] };
  es: { title: string; summary: string; sections: ContentSection[] };
}

const s = (heading: string, body: string): ContentSection => ({ heading, body });

/** The content pages of SPEC section 2 in both languages. */
export const contentPageSeeds: PageSeed[] = [
  {
    slug: 'faq',
    en: {
      title: 'FAQ',
      summary: 'Answers to the questions shoppers ask most.',
      sections: [
        s(
          'How long does shipping take?',
          'Orders ship within one business day and arrive in 3 to 5 business days.',
        ),
        s(
          'Is shipping free?',
          'Shipping is free on orders of $15.00 or more. Smaller orders pay a flat $5.99.',
        ),
        s(
          'What is a build-your-own 30-pack?',
          'Choose any 30 single-serve bags from eligible snacks and we pack them in one box.',
        ),
        s(
          'Where do you ship?',
          'We ship to the contiguous United States. We cannot ship to Hawaii, Alaska or P.O. Boxes.',
        ),
        s(
          'Can I change my order?',
          'Contact Customer Support within one hour of ordering and we will do our best.',
        ),
      ],
    },
    es: {
      title: 'Preguntas frecuentes',
      summary: 'Respuestas a las preguntas más comunes.',
      sections: [
        s(
          '¿Cuánto tarda el envío?',
          'Los pedidos salen en un día hábil y llegan en 3 a 5 días hábiles.',
        ),
        s(
          '¿El envío es gratis?',
          'El envío es gratis en pedidos de $15.00 o más. Los pedidos menores pagan una tarifa fija de $5.99.',
        ),
        s(
          '¿Qué es el paquete de 30?',
          'Elija 30 bolsas individuales de botanas participantes y las empacamos en una caja.',
        ),
        s(
          '¿A dónde envían?',
          'Enviamos a los Estados Unidos continentales. No enviamos a Hawái, Alaska ni apartados postales.',
        ),
        s(
          '¿Puedo cambiar mi pedido?',
          'Comuníquese con Atención al cliente dentro de la primera hora y haremos lo posible.',
        ),
      ],
    },
  },
  {
    slug: 'common-questions',
    en: {
      title: 'Common Questions',
      summary: 'Quick answers about accounts, payments and mixes.',
      sections: [
        s(
          'Do I need an account to order?',
          'No. Guest checkout is always available; an account saves addresses, cards and mixes.',
        ),
        s('Which payments do you accept?', 'Credit and debit cards, Apple Pay and PayPal.'),
        s(
          'Can I save a mix for later?',
          'Yes, signed-in customers can save mixes and reorder them in one click.',
        ),
      ],
    },
    es: {
      title: 'Preguntas comunes',
      summary: 'Respuestas rápidas sobre cuentas, pagos y mezclas.',
      sections: [
        s(
          '¿Necesito una cuenta para comprar?',
          'No. Siempre puede pagar como invitado; una cuenta guarda direcciones, tarjetas y mezclas.',
        ),
        s('¿Qué formas de pago aceptan?', 'Tarjetas de crédito y débito, Apple Pay y PayPal.'),
        s(
          '¿Puedo guardar una mezcla?',
          'Sí, los clientes con sesión iniciada pueden guardar mezclas y volver a pedirlas.',
        ),
      ],
    },
  },
  {
    slug: 'shipping-returns',
    en: {
      title: 'Shipping & Returns',
      summary: 'How we ship and what to do if something is wrong.',
      sections: [
        s(
          'Shipping',
          'Free shipping on orders of $15.00 or more; otherwise $5.99. We ship to the contiguous United States only.',
        ),
        s(
          'Heat-sensitive items',
          'Chocolate items may be unavailable for some ZIP codes in warm months.',
        ),
        s(
          'Returns',
          'Food cannot be returned, but if an order arrives damaged we will replace it or refund it. Contact us within 30 days.',
        ),
      ],
    },
    es: {
      title: 'Envíos y devoluciones',
      summary: 'Cómo enviamos y qué hacer si algo sale mal.',
      sections: [
        s(
          'Envíos',
          'Envío gratis en pedidos de $15.00 o más; de lo contrario $5.99. Solo enviamos a los Estados Unidos continentales.',
        ),
        s(
          'Productos sensibles al calor',
          'Los productos con chocolate pueden no estar disponibles en algunos códigos postales en meses cálidos.',
        ),
        s(
          'Devoluciones',
          'Los alimentos no se pueden devolver, pero si un pedido llega dañado lo reponemos o reembolsamos. Contáctenos dentro de 30 días.',
        ),
      ],
    },
  },
  {
    slug: 'about-us',
    en: {
      title: 'About Us',
      summary: 'A small shop for big snack fans.',
      sections: [
        s(
          'Our story',
          'Snack Shop started as a corner stand and grew into a home for thirteen independent snack makers.',
        ),
        s(
          'What we believe',
          'Great snacks come from small batches, honest ingredients and a lot of taste testing.',
        ),
      ],
    },
    es: {
      title: 'Quiénes somos',
      summary: 'Una tienda pequeña para grandes fans de las botanas.',
      sections: [
        s(
          'Nuestra historia',
          'Snack Shop empezó como un puesto de esquina y hoy reúne a trece marcas independientes.',
        ),
        s(
          'En qué creemos',
          'Las mejores botanas nacen de lotes pequeños, ingredientes honestos y muchas pruebas de sabor.',
        ),
      ],
    },
  },
  {
    slug: 'terms-of-use',
    en: {
      title: 'Terms of Use',
      summary: 'The rules for using this website.',
      sections: [
        s(
          'Using the site',
          'By using this site you agree to these terms. You must be 18 or older to create an account.',
        ),
        s(
          'Orders and prices',
          'Prices are in USD and may change. We confirm every order by email and may cancel orders we cannot fulfil.',
        ),
        s('Contact', 'Questions about these terms can be sent through Customer Support.'),
      ],
    },
    es: {
      title: 'Términos de uso',
      summary: 'Las reglas para usar este sitio.',
      sections: [
        s(
          'Uso del sitio',
          'Al usar este sitio usted acepta estos términos. Debe tener 18 años o más para crear una cuenta.',
        ),
        s(
          'Pedidos y precios',
          'Los precios están en USD y pueden cambiar. Confirmamos cada pedido por correo y podemos cancelar pedidos que no podamos surtir.',
        ),
        s('Contacto', 'Envíe sus preguntas sobre estos términos a través de Atención al cliente.'),
      ],
    },
  },
  {
    slug: 'privacy-policy',
    en: {
      title: 'Privacy Policy',
      summary: 'What we collect, why, and your choices.',
      sections: [
        s(
          'What we collect',
          'Your contact details, addresses and orders. Card numbers are handled by our payment processor and never stored by us.',
        ),
        s(
          'How we use it',
          'To fulfil orders, provide support and, with your consent, personalise offers.',
        ),
        s(
          'Your choices',
          'You can change cookie preferences at any time and ask us to delete your account.',
        ),
      ],
    },
    es: {
      title: 'Política de privacidad',
      summary: 'Qué recopilamos, por qué y sus opciones.',
      sections: [
        s(
          'Qué recopilamos',
          'Sus datos de contacto, direcciones y pedidos. Los números de tarjeta los maneja nuestro procesador de pagos y nunca los guardamos.',
        ),
        s(
          'Cómo lo usamos',
          'Para surtir pedidos, brindar soporte y, con su consentimiento, personalizar ofertas.',
        ),
        s(
          'Sus opciones',
          'Puede cambiar sus preferencias de cookies en cualquier momento y pedirnos borrar su cuenta.',
        ),
      ],
    },
  },
  {
    slug: 'about-our-ads',
    en: {
      title: 'About Our Ads',
      summary: 'How advertising works on Snack Shop.',
      sections: [
        s(
          'Interest-based ads',
          'With your consent, we and our partners show ads based on your visits.',
        ),
        s(
          'Opting out',
          'Turn off advertising cookies in the cookie preferences to stop interest-based ads.',
        ),
      ],
    },
    es: {
      title: 'Sobre nuestros anuncios',
      summary: 'Cómo funciona la publicidad en Snack Shop.',
      sections: [
        s(
          'Anuncios por intereses',
          'Con su consentimiento, nosotros y nuestros socios mostramos anuncios según sus visitas.',
        ),
        s(
          'Cómo excluirse',
          'Desactive las cookies de publicidad en las preferencias de cookies para dejar de ver anuncios por intereses.',
        ),
      ],
    },
  },
  {
    slug: 'accessibility',
    en: {
      title: 'Website Accessibility Statement',
      summary: 'Our commitment to an accessible shop.',
      sections: [
        s('Our goal', 'We aim to meet WCAG 2.2 level AA across the shop, in English and Spanish.'),
        s(
          'Feedback',
          'If something is hard to use, tell us through Customer Support and we will help you complete your order.',
        ),
      ],
    },
    es: {
      title: 'Declaración de accesibilidad',
      summary: 'Nuestro compromiso con una tienda accesible.',
      sections: [
        s(
          'Nuestra meta',
          'Buscamos cumplir con WCAG 2.2 nivel AA en toda la tienda, en inglés y español.',
        ),
        s(
          'Comentarios',
          'Si algo es difícil de usar, avísenos en Atención al cliente y le ayudaremos a completar su pedido.',
        ),
      ],
    },
  },
];
