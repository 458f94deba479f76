import type { NutritionFacts } from '../db/schema/catalogue';
import { seededRandom, slugify } from './random';
import {
  brandSeeds,
  categorySeeds,
  flavorSeeds,
  productLines,
  sizeSeeds,
  type CategorySeed,
  type FlavorSeed,
  type SizeSeed,
} from './taxonomy';

/** A product before ids exist: brand, category, flavor and size by slug. */
export interface ProductSeed {
  sku: string;
  slug: string;
  kind: 'snack' | 'variety-pack' | 'merchandise';
  title: string;
  titleEs: string;
  brand: string;
  category: string;
  flavor: string | null;
  size: string | null;
  description: string;
  descriptionEs: string;
  ingredients: string;
  ingredientsEs: string;
  nutrition: NutritionFacts | null;
  priceCents: number;
  compareAtPriceCents: number | null;
  stockQty: number;
  packCount: number;
  multipackEligible: boolean;
  staffPickRank: number | null;
  bestSellerRank: number | null;
  popularity: number;
  ratingTenths: number;
  reviewCount: number;
  /** A free sample (decision 0038): the server prices it at 0, one per cart. */
  freeSample?: boolean;
  /** Variety packs: the single-serve products inside, by slug. */
  components?: { slug: string; quantity: number }[];
}

const byslug = <T extends { slug: string }>(items: T[], slug: string): T => {
  const found = items.find((item) => item.slug === slug);
  if (!found) throw new Error(`Seed taxonomy has no ${slug}`);
  return found;
};

/** Base ingredients per product type; the flavor adds its seasoning. */
const baseIngredients: Record<string, [string, string]> = {
  chips: ['Potatoes, sunflower oil', 'Papas, aceite de girasol'],
  'tortilla-chips': [
    'Whole grain corn, sunflower oil, lime',
    'Maíz integral, aceite de girasol, cal',
  ],
  puffs: [
    'Corn meal, rice flour, sunflower oil',
    'Harina de maíz, harina de arroz, aceite de girasol',
  ],
  pretzels: [
    'Wheat flour, malt, yeast, baking soda',
    'Harina de trigo, malta, levadura, bicarbonato',
  ],
  popcorn: ['Popcorn kernels, coconut oil', 'Maíz palomero, aceite de coco'],
  crackers: ['Whole wheat flour, canola oil, oats', 'Harina integral, aceite de canola, avena'],
  'veggie-crisps': [
    'Sweet potatoes, beets, carrots, sunflower oil',
    'Camote, betabel, zanahoria, aceite de girasol',
  ],
  cookies: [
    'Wheat flour, butter, cane sugar, eggs',
    'Harina de trigo, mantequilla, azúcar de caña, huevos',
  ],
  dips: [
    'Milk, cheese cultures, vegetable oil, spices',
    'Leche, cultivos de queso, aceite vegetal, especias',
  ],
  nuts: [
    'Almonds, cashews, peanuts, sunflower oil',
    'Almendras, nueces de la India, cacahuates, aceite de girasol',
  ],
};

/** Per-ounce nutrition profile per product type. */
const nutritionPerOunce: Record<string, [number, number, number, number, number, number, number]> =
  {
    // calories, fat g, sodium mg, carbs g, fiber g, sugars g, protein g
    chips: [150, 9, 170, 15, 1, 0, 2],
    'tortilla-chips': [140, 7, 115, 18, 2, 0, 2],
    puffs: [160, 10, 250, 15, 0, 1, 2],
    pretzels: [110, 1, 380, 23, 1, 1, 3],
    popcorn: [140, 8, 180, 15, 3, 2, 2],
    crackers: [130, 5, 200, 19, 3, 2, 3],
    'veggie-crisps': [140, 7, 160, 18, 3, 4, 1],
    cookies: [140, 7, 95, 19, 1, 11, 2],
    dips: [50, 4, 290, 3, 0, 1, 1],
    nuts: [170, 15, 90, 6, 3, 2, 6],
  };

function nutritionFor(category: string, size: SizeSeed): NutritionFacts {
  const [calories, fat, sodium, carbs, fiber, sugars, protein] = nutritionPerOunce[category] ?? [
    140, 7, 150, 16, 1, 2, 2,
  ];
  const servingOunces = category === 'dips' ? 1 : 1;
  const ounces = size.grams / 28.35;
  return {
    servingSize: category === 'dips' ? '2 tbsp (30 g)' : '1 oz (28 g)',
    servingsPerContainer: Math.max(1, Math.round(ounces / servingOunces)),
    calories,
    totalFatG: fat,
    saturatedFatG: Math.round(fat * 0.15 * 10) / 10,
    sodiumMg: sodium,
    totalCarbohydrateG: carbs,
    dietaryFiberG: fiber,
    totalSugarsG: sugars,
    proteinG: protein,
  };
}

/** Price in cents ending in 9, with a volume discount for bigger bags. */
function priceFor(centsPerOunce: number, size: SizeSeed): number {
  const ounces = size.grams / 28.35;
  const discount = size.singleServe ? 1 : Math.max(0.55, 1 - Math.log10(ounces) * 0.35);
  const raw = Math.max(99, Math.round(centsPerOunce * ounces * discount));
  return Math.floor(raw / 10) * 10 + 9;
}

function describe(category: CategorySeed, flavor: FlavorSeed, brandName: string): [string, string] {
  const heat =
    flavor.heatLevel >= 4
      ? ' Seriously hot: keep a drink close.'
      : flavor.heatLevel >= 2
        ? ' A warm kick that builds with every bite.'
        : '';
  const heatEs =
    flavor.heatLevel >= 4
      ? ' Muy picante: ten una bebida cerca.'
      : flavor.heatLevel >= 2
        ? ' Un toque picante que crece con cada bocado.'
        : '';
  return [
    `${brandName} ${category.noun?.toLowerCase()} seasoned with ${flavor.name.toLowerCase()}, made in small batches for a bold crunch.${heat}`,
    `${category.nounEs} ${brandName} sazonados con ${flavor.nameEs.toLowerCase()}, hechos en lotes pequeños para un crujido intenso.${heatEs}`,
  ];
}

/** The seed's snacks: every flavor and size of every product line. */
export function buildSnackSeeds(): ProductSeed[] {
  const random = seededRandom(20_240_611);
  const seeds: ProductSeed[] = [];
  let counter = 1000;
  for (const line of productLines) {
    const brand = byslug(brandSeeds, line.brand);
    const category = byslug(categorySeeds, line.category);
    for (const flavorSlug of line.flavors) {
      const flavor = byslug(flavorSeeds, flavorSlug);
      for (const sizeSlug of line.sizes) {
        const size = byslug(sizeSeeds, sizeSlug);
        counter += 1;
        const title = `${brand.name} ${flavor.name} ${category.noun}, ${size.label}`;
        const titleEs = `${category.nounEs} ${flavor.nameEs} ${brand.name}, ${size.labelEs}`;
        const [description, descriptionEs] = describe(category, flavor, brand.name);
        const [base, baseEs] = baseIngredients[line.category] ?? ['', ''];
        const priceCents = priceFor(line.centsPerOunce, size);
        const onSale = random.next() < 0.12;
        // Every 19th product is sold out so the back-in-stock sign-up has something to do.
        const stockQty = counter % 19 === 0 ? 0 : random.int(8, 400);
        seeds.push({
          sku: `SS-${counter}`,
          slug: `${slugify(`${brand.name} ${flavor.name} ${category.noun}`)}-${size.slug}`,
          kind: 'snack',
          title,
          titleEs,
          brand: brand.slug,
          category: category.slug,
          flavor: flavor.slug,
          size: size.slug,
          description,
          descriptionEs,
          ingredients: `${base}, ${flavor.name.toLowerCase()} seasoning, salt.`,
          ingredientsEs: `${baseEs}, sazonador de ${flavor.nameEs.toLowerCase()}, sal.`,
          nutrition: nutritionFor(line.category, size),
          priceCents,
          compareAtPriceCents: onSale ? priceCents + random.int(3, 12) * 10 : null,
          stockQty,
          packCount: 1,
          multipackEligible: size.singleServe && line.category !== 'dips',
          staffPickRank: null,
          bestSellerRank: null,
          popularity: random.int(20, 5000),
          ratingTenths: random.int(36, 50),
          reviewCount: random.int(3, 900),
        });
      }
    }
  }
  // Hand-picked ranks keep the home page stable and tellable.
  const rank = (slug: string, field: 'staffPickRank' | 'bestSellerRank', value: number) => {
    const product = seeds.find((seed) => seed.slug === slug);
    if (!product) throw new Error(`No seed product ${slug}`);
    product[field] = value;
    if (field === 'bestSellerRank') product.popularity = 10_000 - value;
  };
  rank('crunch-harbor-sea-salt-potato-chips-1-oz', 'bestSellerRank', 1);
  rank('puffin-pop-cheddar-puffs-1-oz', 'bestSellerRank', 2);
  rank('kernel-and-co-butter-popcorn-1-oz', 'bestSellerRank', 3);
  rank('moonbite-chili-lime-tortilla-chips-8-oz', 'bestSellerRank', 4);
  rank('blaze-ridge-ghost-pepper-potato-chips-1-oz', 'staffPickRank', 1);
  rank('twistwood-bakery-everything-bagel-pretzels-1-5-oz', 'staffPickRank', 2);
  rank('cookie-lantern-double-chocolate-cookies-8-oz', 'staffPickRank', 3);
  rank('dip-dynasty-smoky-chipotle-dip-15-oz', 'staffPickRank', 4);
  return seeds;
}

const varietyPacks: {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  components: [string, number][];
}[] = [
  {
    name: 'Classic Chips Variety Pack',
    nameEs: 'Paquete variado de papitas clásicas',
    description: 'Our best-loved chips in one box: sea salt, barbecue, cheddar and more.',
    descriptionEs: 'Nuestras papitas favoritas en una caja: sal de mar, barbacoa, cheddar y más.',
    components: [
      ['crunch-harbor-sea-salt-potato-chips-1-oz', 6],
      ['crunch-harbor-barbecue-potato-chips-1-oz', 6],
      ['crunch-harbor-cheddar-potato-chips-1-oz', 6],
    ],
  },
  {
    name: 'Heat Seeker Variety Pack',
    nameEs: 'Paquete variado para amantes del picante',
    description: 'Twelve bags that climb from chili lime to ghost pepper.',
    descriptionEs: 'Doce bolsas que suben del chile y limón al chile fantasma.',
    components: [
      ['blaze-ridge-chili-lime-potato-chips-1-oz', 3],
      ['blaze-ridge-jalapeno-potato-chips-1-oz', 3],
      ['pepper-peak-flaming-habanero-puffs-1-oz', 3],
      ['pepper-peak-ghost-pepper-puffs-1-oz', 3],
    ],
  },
  {
    name: 'Sweet & Salty Variety Pack',
    nameEs: 'Paquete variado dulce y salado',
    description: 'Kettle corn, caramel popcorn and cinnamon pretzels for the in-between cravings.',
    descriptionEs: 'Palomitas dulces, de caramelo y pretzels de canela para cualquier antojo.',
    components: [
      ['kernel-and-co-kettle-corn-popcorn-1-oz', 7],
      ['kernel-and-co-caramel-popcorn-1-oz', 7],
      ['twistwood-bakery-cinnamon-sugar-pretzels-1-5-oz', 6],
    ],
  },
  {
    name: 'Office Favorites Variety Pack',
    nameEs: 'Paquete variado favoritos de oficina',
    description: 'Thirty single-serve bags to keep a team crunching all week.',
    descriptionEs: 'Treinta bolsas individuales para que el equipo disfrute toda la semana.',
    components: [
      ['puffin-pop-cheddar-puffs-1-oz', 10],
      ['moonbite-sea-salt-tortilla-chips-1-oz', 10],
      ['sunny-orchard-sea-salt-veggie-crisps-1-oz', 10],
    ],
  },
  {
    name: 'Game Day Variety Pack',
    nameEs: 'Paquete variado día de partido',
    description: 'Tortilla chips, puffs and pretzels for the whole crowd.',
    descriptionEs: 'Totopos, inflados y pretzels para todos.',
    components: [
      ['moonbite-chili-lime-tortilla-chips-1-oz', 8],
      ['puffin-pop-ranch-puffs-1-oz', 8],
      ['twistwood-bakery-honey-mustard-pretzels-1-5-oz', 8],
    ],
  },
  {
    name: 'Lunchbox Variety Pack',
    nameEs: 'Paquete variado para la lonchera',
    description: 'Gentle flavors in small bags, just right for lunchboxes.',
    descriptionEs: 'Sabores suaves en bolsas pequeñas, ideales para la lonchera.',
    components: [
      ['golden-wheatfield-cheddar-crackers-1-5-oz', 4],
      ['kernel-and-co-butter-popcorn-1-oz', 4],
      ['sunny-orchard-cinnamon-sugar-veggie-crisps-1-oz', 4],
    ],
  },
];

/** Variety packs built from single-serve snacks, priced below their bags bought one by one. */
export function buildVarietyPackSeeds(snacks: ProductSeed[]): ProductSeed[] {
  return varietyPacks.map((pack, index) => {
    const count = pack.components.reduce((sum, [, quantity]) => sum + quantity, 0);
    const separately = pack.components.reduce((sum, [slug, quantity]) => {
      const product = snacks.find((snack) => snack.slug === slug);
      if (!product) throw new Error(`Variety pack component ${slug} is not a seed snack`);
      return sum + product.priceCents * quantity;
    }, 0);
    const priceCents = Math.floor((separately * 0.8) / 100) * 100 + 99;
    return {
      sku: `SS-VP-${101 + index}`,
      slug: slugify(`${pack.name} ${count} count`),
      kind: 'variety-pack',
      title: `${pack.name}, ${count} count`,
      titleEs: `${pack.nameEs}, ${count} piezas`,
      brand: 'snack-shop-select',
      category: 'variety-packs',
      flavor: null,
      size: null,
      description: pack.description,
      descriptionEs: pack.descriptionEs,
      ingredients: 'See each bag for its ingredients.',
      ingredientsEs: 'Consulta los ingredientes en cada bolsa.',
      nutrition: null,
      priceCents,
      compareAtPriceCents: separately,
      stockQty: 40 + index * 7,
      packCount: count,
      multipackEligible: false,
      staffPickRank: null,
      bestSellerRank: null,
      popularity: 1500 - index * 100,
      ratingTenths: 46,
      reviewCount: 120 + index * 11,
      components: pack.components.map(([slug, quantity]) => ({ slug, quantity })),
    };
  });
}

const merchandise: [string, string, string, string, number][] = [
  [
    'Snowflake Snack Tin',
    'Lata de botanas copo de nieve',
    'A reusable tin with a snowflake lid, ready to fill with your favorite bags.',
    'Una lata reutilizable con tapa de copo de nieve, lista para llenar.',
    1499,
  ],
  [
    'Holiday Snack Stocking',
    'Bota navideña de botanas',
    'A knit stocking with room for six single-serve bags.',
    'Una bota tejida con espacio para seis bolsas individuales.',
    1299,
  ],
  [
    'Cozy Cabin Mug',
    'Taza cabaña acogedora',
    'A 14 oz stoneware mug with a snowy cabin print.',
    'Una taza de cerámica de 14 oz con estampado de cabaña nevada.',
    1599,
  ],
  [
    'Festive Snack Tote',
    'Bolsa festiva para botanas',
    'A sturdy canvas tote with a winter pattern.',
    'Una bolsa de lona resistente con diseño invernal.',
    1899,
  ],
  [
    'Snack Lover Holiday Socks',
    'Calcetines navideños para amantes de las botanas',
    'Soft crew socks patterned with tiny pretzels and popcorn.',
    'Calcetines suaves con pequeños pretzels y palomitas.',
    999,
  ],
  [
    'Gingerbread Serving Bowl',
    'Tazón de jengibre para servir',
    'A ceramic serving bowl shaped like a gingerbread house.',
    'Un tazón de cerámica con forma de casa de jengibre.',
    2499,
  ],
];

/** Holiday Shop merchandise (shown when displayMerchandiseItems is on). */
export function buildMerchandiseSeeds(): ProductSeed[] {
  return merchandise.map(([name, nameEs, description, descriptionEs, priceCents], index) => ({
    sku: `SS-MER-${201 + index}`,
    slug: slugify(name),
    kind: 'merchandise',
    title: name,
    titleEs: nameEs,
    brand: 'snack-shop-select',
    category: 'merchandise',
    flavor: null,
    size: null,
    description,
    descriptionEs,
    ingredients: 'Not a food item.',
    ingredientsEs: 'No es un alimento.',
    nutrition: null,
    priceCents,
    compareAtPriceCents: null,
    stockQty: index === 4 ? 0 : 25 + index * 5,
    packCount: 1,
    multipackEligible: false,
    staffPickRank: null,
    bestSellerRank: null,
    popularity: 300 - index * 20,
    ratingTenths: 47,
    reviewCount: 20 + index,
  }));
}

/** The tasting bags offered free: a half-ounce of a snack, from the snack's own seed. */
const freeSamples: { of: string; sku: string }[] = [
  { of: 'crunch-harbor-sea-salt-potato-chips-1-oz', sku: 'SS-FS-301' },
  { of: 'kernel-and-co-butter-popcorn-1-oz', sku: 'SS-FS-302' },
];

/**
 * Free samples: a tasting bag of an existing snack, priced 0 and marked `freeSample`, with no
 * size (they are no size a shopper filters by) and no ranks, so no list features them.
 */
export function buildFreeSampleSeeds(snacks: ProductSeed[]): ProductSeed[] {
  return freeSamples.map(({ of, sku }) => {
    const snack = snacks.find((seed) => seed.slug === of);
    if (!snack) throw new Error(`Free sample of ${of}: no such seed snack`);
    const title = snack.title.replace(/, [^,]+$/, '');
    const titleEs = snack.titleEs.replace(/, [^,]+$/, '');
    return {
      ...snack,
      sku,
      slug: `${of.replace(/-1-oz$/, '')}-tasting-bag`,
      title: `${title}, Tasting Bag`,
      titleEs: `${titleEs}, bolsa de degustación`,
      size: null,
      description: `A free half-ounce tasting bag: try ${title} with your order.`,
      descriptionEs: `Una bolsa de degustación gratis de media onza: pruebe ${titleEs} con su pedido.`,
      nutrition: null,
      priceCents: 0,
      compareAtPriceCents: null,
      stockQty: 500,
      multipackEligible: false,
      staffPickRank: null,
      bestSellerRank: null,
      popularity: 0,
      reviewCount: 0,
      ratingTenths: 0,
      freeSample: true,
    };
  });
}
