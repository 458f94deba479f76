/** Bundles, gift cards, shop events, coupons, ZIP restrictions, tax and multipack data. */

export const bundleSeeds = [
  {
    sku: 'SS-BDL-301',
    slug: 'game-day-bundle',
    title: 'Game Day Bundle',
    titleEs: 'Paquete día de partido',
    description: 'Party-size tortilla chips, two dips and a bag of pretzels.',
    descriptionEs: 'Totopos tamaño fiesta, dos salsas y una bolsa de pretzels.',
    items: [
      ['moonbite-sea-salt-tortilla-chips-16-oz', 1],
      ['dip-dynasty-cheddar-dip-15-oz', 1],
      ['dip-dynasty-jalapeno-dip-15-oz', 1],
      ['twistwood-bakery-original-pretzels-8-oz', 1],
    ],
  },
  {
    sku: 'SS-BDL-302',
    slug: 'movie-night-bundle',
    title: 'Movie Night Bundle',
    titleEs: 'Paquete noche de película',
    description: 'Butter, kettle corn and caramel popcorn with chocolate chip cookies.',
    descriptionEs: 'Palomitas de mantequilla, dulces y de caramelo con galletas de chispas.',
    items: [
      ['kernel-and-co-butter-popcorn-5-oz', 1],
      ['kernel-and-co-kettle-corn-popcorn-5-oz', 1],
      ['kernel-and-co-caramel-popcorn-5-oz', 1],
      ['cookie-lantern-chocolate-chip-cookies-8-oz', 1],
    ],
  },
  {
    sku: 'SS-BDL-303',
    slug: 'heat-challenge-bundle',
    title: 'Heat Challenge Bundle',
    titleEs: 'Paquete reto picante',
    description: 'Three of our hottest snacks and a ghost pepper dip. Dare your friends.',
    descriptionEs: 'Tres de nuestras botanas más picantes y una salsa de chile fantasma.',
    items: [
      ['blaze-ridge-ghost-pepper-potato-chips-8-oz', 1],
      ['pepper-peak-flaming-habanero-puffs-5-oz', 1],
      ['pepper-peak-ghost-pepper-popcorn-5-oz', 1],
      ['dip-dynasty-ghost-pepper-dip-15-oz', 1],
    ],
  },
  {
    sku: 'SS-BDL-304',
    slug: 'snack-lovers-sampler',
    title: "Snack Lover's Sampler",
    titleEs: 'Muestrario para amantes de las botanas',
    description: 'One big bag from each of five brands.',
    descriptionEs: 'Una bolsa grande de cinco marcas.',
    items: [
      ['crunch-harbor-sea-salt-potato-chips-8-oz', 1],
      ['puffin-pop-cheddar-puffs-5-oz', 1],
      ['golden-wheatfield-everything-bagel-crackers-8-oz', 1],
      ['nutty-meadow-honey-roasted-nuts-8-oz', 1],
      ['sunny-orchard-ranch-veggie-crisps-5-oz', 1],
    ],
  },
] as const;

export const giftCardSeeds = [
  {
    sku: 'SS-GC-PHYSICAL',
    slug: 'snack-shop-gift-card',
    kind: 'physical' as const,
    title: 'Snack Shop Gift Card',
    titleEs: 'Tarjeta de regalo Snack Shop',
    description: 'A plastic gift card mailed in a greeting envelope with your order.',
    descriptionEs: 'Una tarjeta de regalo enviada en un sobre de felicitación con su pedido.',
    amountsCents: [2500, 5000, 7500, 10000],
    color: '#264653',
  },
  {
    sku: 'SS-GC-EGIFT',
    slug: 'snack-shop-e-gift-card',
    kind: 'e-gift' as const,
    title: 'Snack Shop e-Gift Card',
    titleEs: 'Tarjeta de regalo electrónica Snack Shop',
    description: 'Delivered by email to the recipient with your message, within minutes.',
    descriptionEs: 'Se envía por correo al destinatario con su mensaje en minutos.',
    amountsCents: [1000, 2500, 5000, 10000, 15000],
    color: '#e76f51',
  },
];

/** Shop events; products are chosen by rule in the seed (spicy, merchandise, flavor drop). */
export const shopEventSeeds = [
  {
    slug: 'hot-shop',
    title: 'The Heat Shop',
    titleEs: 'La tienda picante',
    description: 'Our spiciest snacks, ranked by heat.',
    descriptionEs: 'Nuestras botanas más picantes, ordenadas por picor.',
    theme: 'hot' as const,
    sortOrder: 1,
    rule: 'spicy' as const,
  },
  {
    slug: 'holiday-shop',
    title: 'Holiday Shop',
    titleEs: 'Tienda navideña',
    description: 'Tins, mugs, stockings and cozy gifts for snack lovers.',
    descriptionEs: 'Latas, tazas, botas y regalos para los amantes de las botanas.',
    theme: 'holiday' as const,
    sortOrder: 2,
    rule: 'merchandise' as const,
  },
  {
    slug: 'flavor-drop',
    title: 'Flavor Drop: Tangy Dill Pickle',
    titleEs: 'Nuevo sabor: pepinillo ácido',
    description: 'Our newest flavor, across chips and more.',
    descriptionEs: 'Nuestro sabor más nuevo, en papitas y más.',
    theme: 'snacks' as const,
    sortOrder: 3,
    rule: 'flavor:dill-pickle' as const,
  },
  {
    slug: 'game-day',
    title: 'Game Day',
    titleEs: 'Día de partido',
    description: 'Party sizes and dips for a full house.',
    descriptionEs: 'Tamaños fiesta y salsas para la casa llena.',
    theme: 'snacks' as const,
    sortOrder: 4,
    rule: 'party' as const,
  },
];

const day = 24 * 3600 * 1000;

/** Coupons of every kind and limit; dates are relative to the seeding time. */
export function couponSeeds(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  return [
    {
      code: 'SNACK10',
      kind: 'percent_off' as const,
      percentOff: 10,
      description: '10% off your order',
      descriptionEs: '10% de descuento en su pedido',
    },
    {
      code: 'SAVE5',
      kind: 'amount_off' as const,
      amountOffCents: 500,
      minCartCents: 2500,
      description: '$5 off orders of $25 or more',
      descriptionEs: '$5 de descuento en pedidos de $25 o más',
    },
    {
      code: 'FREESHIP',
      kind: 'free_shipping' as const,
      minCartCents: 1000,
      description: 'Free shipping on orders of $10 or more',
      descriptionEs: 'Envío gratis en pedidos de $10 o más',
    },
    {
      code: 'ONTHEHOUSE',
      kind: 'free_order' as const,
      totalLimit: 5,
      description: 'Your order is on us',
      descriptionEs: 'Su pedido corre por nuestra cuenta',
    },
    {
      code: 'WELCOME15',
      kind: 'percent_off' as const,
      percentOff: 15,
      perCustomerLimit: 1,
      description: '15% off your first order',
      descriptionEs: '15% de descuento en su primer pedido',
    },
    {
      code: 'HOLIDAY20',
      kind: 'percent_off' as const,
      percentOff: 20,
      minCartCents: 3000,
      startsAt: at(-7),
      expiresAt: at(30),
      description: '20% off holiday orders of $30 or more',
      descriptionEs: '20% de descuento en pedidos navideños de $30 o más',
    },
    {
      code: 'SUMMER25',
      kind: 'percent_off' as const,
      percentOff: 25,
      startsAt: at(-120),
      expiresAt: at(-30),
      description: '25% off (expired summer offer)',
      descriptionEs: '25% de descuento (oferta de verano vencida)',
    },
    {
      code: 'SPRING30',
      kind: 'percent_off' as const,
      percentOff: 30,
      startsAt: at(60),
      expiresAt: at(90),
      description: '30% off (starts next season)',
      descriptionEs: '30% de descuento (empieza la próxima temporada)',
    },
    {
      code: 'SOLDOUT50',
      kind: 'amount_off' as const,
      amountOffCents: 5000,
      totalLimit: 100,
      timesRedeemed: 100,
      description: '$50 off (all redeemed)',
      descriptionEs: '$50 de descuento (agotado)',
    },
    {
      code: 'AUTO3',
      kind: 'amount_off' as const,
      amountOffCents: 300,
      minCartCents: 4000,
      autoApply: true,
      description: '$3 off orders of $40 or more, applied automatically',
      descriptionEs: '$3 de descuento automático en pedidos de $40 o más',
    },
  ];
}

/** Heat-sensitive chocolate does not ship to the hottest desert ZIPs; dips need cold chain. */
export const zipRestrictionSeeds: { product: string; zipPrefix: string; reason: string }[] = [
  ...['850', '852', '853', '889', '891'].flatMap((zipPrefix) =>
    [
      'cookie-lantern-double-chocolate-cookies-1-5-oz',
      'cookie-lantern-double-chocolate-cookies-8-oz',
      'cookie-lantern-chocolate-chip-cookies-8-oz',
    ].map((product) => ({ product, zipPrefix, reason: 'heat-sensitive' })),
  ),
  ...['dip-dynasty-cheddar-dip-15-oz', 'dip-dynasty-ranch-dip-15-oz'].map((product) => ({
    product,
    zipPrefix: '006',
    reason: 'perishable',
  })),
  {
    product: 'blaze-ridge-ghost-pepper-potato-chips-8-oz',
    zipPrefix: '10001',
    reason: 'carrier restriction',
  },
];

export const taxCategorySeeds = [
  { code: 'food', name: 'Snack food', taxableByDefault: false },
  { code: 'candy', name: 'Candy and confectionery', taxableByDefault: true },
  { code: 'general', name: 'General merchandise', taxableByDefault: true },
  { code: 'gift-card', name: 'Gift cards', taxableByDefault: false },
];

/** State base sales tax rates in basis points (725 = 7.25 %). */
export const stateTaxSeeds: [string, number, boolean][] = [
  ['AL', 400, false],
  ['AK', 0, false],
  ['AZ', 560, false],
  ['AR', 650, true],
  ['CA', 725, false],
  ['CO', 290, false],
  ['CT', 635, true],
  ['DE', 0, false],
  ['DC', 600, false],
  ['FL', 600, false],
  ['GA', 400, true],
  ['HI', 400, true],
  ['ID', 600, false],
  ['IL', 625, false],
  ['IN', 700, false],
  ['IA', 600, false],
  ['KS', 650, true],
  ['KY', 600, true],
  ['LA', 445, false],
  ['ME', 550, false],
  ['MD', 600, false],
  ['MA', 625, false],
  ['MI', 600, true],
  ['MN', 688, true],
  ['MS', 700, true],
  ['MO', 423, false],
  ['MT', 0, false],
  ['NE', 550, true],
  ['NV', 685, false],
  ['NH', 0, false],
  ['NJ', 663, true],
  ['NM', 488, true],
  ['NY', 400, true],
  ['NC', 475, true],
  ['ND', 500, true],
  ['OH', 575, true],
  ['OK', 450, false],
  ['OR', 0, false],
  ['PA', 600, true],
  ['RI', 700, true],
  ['SC', 600, true],
  ['SD', 420, true],
  ['TN', 700, true],
  ['TX', 625, true],
  ['UT', 610, false],
  ['VT', 600, true],
  ['VA', 530, false],
  ['WA', 650, true],
  ['WV', 600, true],
  ['WI', 500, true],
  ['WY', 400, true],
];

/** States that tax snack food despite the category default. */
export const foodTaxableStates = ['AL', 'AR', 'HI', 'ID', 'KS', 'MS', 'OK', 'SD'];

export const multipackConfigSeed = {
  code: 'MYOMP-30',
  packSize: 30,
  title: 'Build Your Own 30-Pack',
  titleEs: 'Arme su paquete de 30',
  description: 'Pick any 30 single-serve bags. Mix brands and flavors as you like.',
  descriptionEs: 'Elija 30 bolsas individuales. Combine marcas y sabores a su gusto.',
  maxPerProduct: 30,
  minimumOrderCents: 0,
};
