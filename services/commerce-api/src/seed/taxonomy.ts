/** Brands, product types, flavors and sizes of the seed catalogue: all invented. */

export interface BrandSeed {
  slug: string;
  name: string;
  tagline: string;
  taglineEs: string;
  color: string;
  homeRank: number | null;
}

export const brandSeeds: BrandSeed[] = [
  {
    slug: 'crunch-harbor',
    name: 'Crunch Harbor',
    tagline: 'Kettle-cooked by the sea',
    taglineEs: 'Cocinadas en caldero junto al mar',
    color: '#1f5f8b',
    homeRank: 1,
  },
  {
    slug: 'puffin-pop',
    name: 'Puffin Pop',
    tagline: 'Light as air, loud on flavor',
    taglineEs: 'Ligeros como el aire, intensos en sabor',
    color: '#f28c28',
    homeRank: 2,
  },
  {
    slug: 'twistwood-bakery',
    name: 'Twistwood Bakery',
    tagline: 'Hand-twisted since forever',
    taglineEs: 'Trenzados a mano desde siempre',
    color: '#8b5a2b',
    homeRank: 3,
  },
  {
    slug: 'kernel-and-co',
    name: 'Kernel & Co.',
    tagline: 'Popped in small batches',
    taglineEs: 'Reventadas en lotes pequeños',
    color: '#e8b923',
    homeRank: 4,
  },
  {
    slug: 'golden-wheatfield',
    name: 'Golden Wheatfield',
    tagline: 'Baked crackers, honest grains',
    taglineEs: 'Galletas horneadas, granos honestos',
    color: '#c9a227',
    homeRank: 5,
  },
  {
    slug: 'dip-dynasty',
    name: 'Dip Dynasty',
    tagline: 'Every chip deserves a throne',
    taglineEs: 'Cada papita merece un trono',
    color: '#6a994e',
    homeRank: 6,
  },
  {
    slug: 'nutty-meadow',
    name: 'Nutty Meadow',
    tagline: 'Roasted nuts and trail mixes',
    taglineEs: 'Nueces tostadas y mezclas',
    color: '#7f4f24',
    homeRank: 7,
  },
  {
    slug: 'cookie-lantern',
    name: 'Cookie Lantern',
    tagline: 'Cookies that glow with butter',
    taglineEs: 'Galletas que brillan de mantequilla',
    color: '#b5446e',
    homeRank: 8,
  },
  {
    slug: 'blaze-ridge',
    name: 'Blaze Ridge',
    tagline: 'Heat seekers only',
    taglineEs: 'Solo para amantes del picante',
    color: '#c1121f',
    homeRank: 9,
  },
  {
    slug: 'saltmarsh-kettle',
    name: 'Saltmarsh Kettle',
    tagline: 'Thick cut, slow cooked',
    taglineEs: 'Corte grueso, cocción lenta',
    color: '#2a9d8f',
    homeRank: 10,
  },
  {
    slug: 'moonbite',
    name: 'Moonbite',
    tagline: 'Tortilla chips under the stars',
    taglineEs: 'Totopos bajo las estrellas',
    color: '#3d348b',
    homeRank: 11,
  },
  {
    slug: 'sunny-orchard',
    name: 'Sunny Orchard',
    tagline: 'Veggie and fruit crisps',
    taglineEs: 'Crujientes de verduras y frutas',
    color: '#ff7f51',
    homeRank: 12,
  },
  {
    slug: 'pepper-peak',
    name: 'Pepper Peak',
    tagline: 'Climb the Scoville scale',
    taglineEs: 'Sube la escala de picor',
    color: '#9d0208',
    homeRank: 13,
  },
  {
    slug: 'snack-shop-select',
    name: 'Snack Shop Select',
    tagline: 'Our own packs, mixes and goods',
    taglineEs: 'Nuestros paquetes, mezclas y artículos',
    color: '#264653',
    homeRank: null,
  },
];

export interface CategorySeed {
  slug: string;
  name: string;
  nameEs: string;
  parent: string | null;
  homeRank: number | null;
  taxCategory: string;
  /** Noun used in product titles. */
  noun?: string;
  nounEs?: string;
}

export const categorySeeds: CategorySeed[] = [
  {
    slug: 'salty-snacks',
    name: 'Salty Snacks',
    nameEs: 'Botanas saladas',
    parent: null,
    homeRank: 1,
    taxCategory: 'food',
  },
  {
    slug: 'sweet-treats',
    name: 'Sweet Treats',
    nameEs: 'Dulces',
    parent: null,
    homeRank: 2,
    taxCategory: 'candy',
  },
  {
    slug: 'dips-and-nuts',
    name: 'Dips & Nuts',
    nameEs: 'Salsas y nueces',
    parent: null,
    homeRank: 3,
    taxCategory: 'food',
  },
  {
    slug: 'gifts-and-more',
    name: 'Gifts & More',
    nameEs: 'Regalos y más',
    parent: null,
    homeRank: 4,
    taxCategory: 'general',
  },
  {
    slug: 'chips',
    name: 'Chips',
    nameEs: 'Papitas',
    parent: 'salty-snacks',
    homeRank: 1,
    taxCategory: 'food',
    noun: 'Potato Chips',
    nounEs: 'Papitas',
  },
  {
    slug: 'tortilla-chips',
    name: 'Tortilla Chips',
    nameEs: 'Totopos',
    parent: 'salty-snacks',
    homeRank: 2,
    taxCategory: 'food',
    noun: 'Tortilla Chips',
    nounEs: 'Totopos',
  },
  {
    slug: 'puffs',
    name: 'Puffs',
    nameEs: 'Inflados',
    parent: 'salty-snacks',
    homeRank: 3,
    taxCategory: 'food',
    noun: 'Puffs',
    nounEs: 'Inflados',
  },
  {
    slug: 'pretzels',
    name: 'Pretzels',
    nameEs: 'Pretzels',
    parent: 'salty-snacks',
    homeRank: 4,
    taxCategory: 'food',
    noun: 'Pretzels',
    nounEs: 'Pretzels',
  },
  {
    slug: 'popcorn',
    name: 'Popcorn',
    nameEs: 'Palomitas',
    parent: 'salty-snacks',
    homeRank: 5,
    taxCategory: 'food',
    noun: 'Popcorn',
    nounEs: 'Palomitas',
  },
  {
    slug: 'crackers',
    name: 'Crackers',
    nameEs: 'Galletas saladas',
    parent: 'salty-snacks',
    homeRank: 6,
    taxCategory: 'food',
    noun: 'Crackers',
    nounEs: 'Galletas saladas',
  },
  {
    slug: 'veggie-crisps',
    name: 'Veggie Crisps',
    nameEs: 'Crujientes de verdura',
    parent: 'salty-snacks',
    homeRank: null,
    taxCategory: 'food',
    noun: 'Veggie Crisps',
    nounEs: 'Crujientes de verdura',
  },
  {
    slug: 'cookies',
    name: 'Cookies',
    nameEs: 'Galletas',
    parent: 'sweet-treats',
    homeRank: 7,
    taxCategory: 'candy',
    noun: 'Cookies',
    nounEs: 'Galletas',
  },
  {
    slug: 'dips',
    name: 'Dips',
    nameEs: 'Salsas para untar',
    parent: 'dips-and-nuts',
    homeRank: 8,
    taxCategory: 'food',
    noun: 'Dip',
    nounEs: 'Salsa',
  },
  {
    slug: 'nuts',
    name: 'Nuts & Trail Mix',
    nameEs: 'Nueces y mezclas',
    parent: 'dips-and-nuts',
    homeRank: 9,
    taxCategory: 'food',
    noun: 'Nuts',
    nounEs: 'Nueces',
  },
  {
    slug: 'variety-packs',
    name: 'Variety Packs',
    nameEs: 'Paquetes variados',
    parent: 'gifts-and-more',
    homeRank: 10,
    taxCategory: 'food',
  },
  {
    slug: 'merchandise',
    name: 'Holiday Shop',
    nameEs: 'Tienda navideña',
    parent: 'gifts-and-more',
    homeRank: 11,
    taxCategory: 'general',
  },
];

export interface FlavorSeed {
  slug: string;
  name: string;
  nameEs: string;
  heatLevel: number;
}

export const flavorSeeds: FlavorSeed[] = [
  { slug: 'sea-salt', name: 'Sea Salt', nameEs: 'Sal de mar', heatLevel: 0 },
  { slug: 'original', name: 'Original', nameEs: 'Original', heatLevel: 0 },
  { slug: 'cheddar', name: 'Cheddar', nameEs: 'Queso cheddar', heatLevel: 0 },
  { slug: 'sour-cream-onion', name: 'Sour Cream & Onion', nameEs: 'Crema y cebolla', heatLevel: 0 },
  { slug: 'barbecue', name: 'Barbecue', nameEs: 'Barbacoa', heatLevel: 0 },
  { slug: 'salt-vinegar', name: 'Salt & Vinegar', nameEs: 'Sal y vinagre', heatLevel: 0 },
  { slug: 'dill-pickle', name: 'Tangy Dill Pickle', nameEs: 'Pepinillo ácido', heatLevel: 0 },
  { slug: 'ranch', name: 'Ranch', nameEs: 'Ranch', heatLevel: 0 },
  { slug: 'garlic-parmesan', name: 'Garlic Parmesan', nameEs: 'Ajo y parmesano', heatLevel: 0 },
  { slug: 'honey-mustard', name: 'Honey Mustard', nameEs: 'Miel y mostaza', heatLevel: 0 },
  { slug: 'everything-bagel', name: 'Everything Bagel', nameEs: 'Bagel con todo', heatLevel: 0 },
  { slug: 'butter', name: 'Butter', nameEs: 'Mantequilla', heatLevel: 0 },
  { slug: 'kettle-corn', name: 'Kettle Corn', nameEs: 'Dulce y salado', heatLevel: 0 },
  { slug: 'caramel', name: 'Caramel', nameEs: 'Caramelo', heatLevel: 0 },
  { slug: 'chocolate-chip', name: 'Chocolate Chip', nameEs: 'Chispas de chocolate', heatLevel: 0 },
  { slug: 'double-chocolate', name: 'Double Chocolate', nameEs: 'Doble chocolate', heatLevel: 0 },
  { slug: 'oatmeal-raisin', name: 'Oatmeal Raisin', nameEs: 'Avena y pasas', heatLevel: 0 },
  { slug: 'cinnamon-sugar', name: 'Cinnamon Sugar', nameEs: 'Canela y azúcar', heatLevel: 0 },
  { slug: 'honey-roasted', name: 'Honey Roasted', nameEs: 'Tostadas con miel', heatLevel: 0 },
  { slug: 'smoky-chipotle', name: 'Smoky Chipotle', nameEs: 'Chipotle ahumado', heatLevel: 2 },
  { slug: 'chili-lime', name: 'Chili Lime', nameEs: 'Chile y limón', heatLevel: 3 },
  { slug: 'jalapeno', name: 'Jalapeño', nameEs: 'Jalapeño', heatLevel: 3 },
  { slug: 'sriracha', name: 'Sriracha', nameEs: 'Sriracha', heatLevel: 3 },
  { slug: 'flaming-habanero', name: 'Flaming Habanero', nameEs: 'Habanero ardiente', heatLevel: 4 },
  { slug: 'ghost-pepper', name: 'Ghost Pepper', nameEs: 'Chile fantasma', heatLevel: 5 },
];

export interface SizeSeed {
  slug: string;
  label: string;
  labelEs: string;
  grams: number;
  singleServe: boolean;
  sortOrder: number;
}

export const sizeSeeds: SizeSeed[] = [
  { slug: '1-oz', label: '1 oz', labelEs: '28 g', grams: 28, singleServe: true, sortOrder: 1 },
  { slug: '1-5-oz', label: '1.5 oz', labelEs: '42 g', grams: 42, singleServe: true, sortOrder: 2 },
  { slug: '5-oz', label: '5 oz', labelEs: '142 g', grams: 142, singleServe: false, sortOrder: 3 },
  { slug: '8-oz', label: '8 oz', labelEs: '227 g', grams: 227, singleServe: false, sortOrder: 4 },
  { slug: '15-oz', label: '15 oz', labelEs: '425 g', grams: 425, singleServe: false, sortOrder: 5 },
  {
    slug: '16-oz',
    label: '16 oz party size',
    labelEs: '454 g tamaño fiesta',
    grams: 454,
    singleServe: false,
    sortOrder: 6,
  },
];

/** One brand's range: a product per flavor and size. */
export interface ProductLine {
  brand: string;
  category: string;
  flavors: string[];
  sizes: string[];
  /** Price in cents of one ounce at the smallest size; larger sizes get a volume discount. */
  centsPerOunce: number;
}

export const productLines: ProductLine[] = [
  {
    brand: 'crunch-harbor',
    category: 'chips',
    flavors: ['sea-salt', 'barbecue', 'sour-cream-onion', 'salt-vinegar', 'cheddar', 'dill-pickle'],
    sizes: ['1-oz', '8-oz'],
    centsPerOunce: 129,
  },
  {
    brand: 'saltmarsh-kettle',
    category: 'chips',
    flavors: ['sea-salt', 'salt-vinegar', 'honey-mustard', 'garlic-parmesan', 'smoky-chipotle'],
    sizes: ['1-5-oz', '8-oz', '16-oz'],
    centsPerOunce: 99,
  },
  {
    brand: 'puffin-pop',
    category: 'puffs',
    flavors: ['cheddar', 'original', 'ranch', 'chili-lime', 'garlic-parmesan'],
    sizes: ['1-oz', '5-oz'],
    centsPerOunce: 119,
  },
  {
    brand: 'twistwood-bakery',
    category: 'pretzels',
    flavors: [
      'original',
      'honey-mustard',
      'everything-bagel',
      'cinnamon-sugar',
      'garlic-parmesan',
      'jalapeno',
    ],
    sizes: ['1-5-oz', '8-oz'],
    centsPerOunce: 89,
  },
  {
    brand: 'kernel-and-co',
    category: 'popcorn',
    flavors: ['butter', 'sea-salt', 'kettle-corn', 'caramel', 'cheddar', 'sriracha'],
    sizes: ['1-oz', '5-oz'],
    centsPerOunce: 109,
  },
  {
    brand: 'golden-wheatfield',
    category: 'crackers',
    flavors: ['original', 'cheddar', 'everything-bagel', 'garlic-parmesan', 'sea-salt'],
    sizes: ['1-5-oz', '8-oz'],
    centsPerOunce: 79,
  },
  {
    brand: 'dip-dynasty',
    category: 'dips',
    flavors: ['cheddar', 'ranch', 'jalapeno', 'smoky-chipotle', 'sour-cream-onion', 'ghost-pepper'],
    sizes: ['15-oz'],
    centsPerOunce: 39,
  },
  {
    brand: 'nutty-meadow',
    category: 'nuts',
    flavors: ['sea-salt', 'honey-roasted', 'smoky-chipotle', 'chili-lime', 'original'],
    sizes: ['1-5-oz', '8-oz', '16-oz'],
    centsPerOunce: 119,
  },
  {
    brand: 'cookie-lantern',
    category: 'cookies',
    flavors: ['chocolate-chip', 'double-chocolate', 'oatmeal-raisin', 'cinnamon-sugar', 'caramel'],
    sizes: ['1-5-oz', '8-oz'],
    centsPerOunce: 109,
  },
  {
    brand: 'blaze-ridge',
    category: 'chips',
    flavors: ['flaming-habanero', 'ghost-pepper', 'jalapeno', 'sriracha', 'chili-lime'],
    sizes: ['1-oz', '8-oz'],
    centsPerOunce: 139,
  },
  {
    brand: 'moonbite',
    category: 'tortilla-chips',
    flavors: ['sea-salt', 'chili-lime', 'ranch', 'cheddar', 'smoky-chipotle', 'flaming-habanero'],
    sizes: ['1-oz', '8-oz', '16-oz'],
    centsPerOunce: 99,
  },
  {
    brand: 'sunny-orchard',
    category: 'veggie-crisps',
    flavors: ['sea-salt', 'ranch', 'cinnamon-sugar', 'barbecue'],
    sizes: ['1-oz', '5-oz'],
    centsPerOunce: 149,
  },
  {
    brand: 'pepper-peak',
    category: 'puffs',
    flavors: ['flaming-habanero', 'ghost-pepper', 'sriracha', 'jalapeno'],
    sizes: ['1-oz', '5-oz'],
    centsPerOunce: 129,
  },
  {
    brand: 'pepper-peak',
    category: 'popcorn',
    flavors: ['ghost-pepper', 'chili-lime', 'flaming-habanero'],
    sizes: ['1-oz', '5-oz'],
    centsPerOunce: 129,
  },
];
