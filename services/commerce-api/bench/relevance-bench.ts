// The search relevance benchmark (bench/search/README.md at the repository root): runs the
// judged query set of bench/search/queries.json against the seed catalogue on embedded PGlite,
// through the same service calls the two search routes make, and prints precision at 8 of
// autocomplete, recall and NDCG at 36 of the results page, the zero-result rate and p95
// latency, per query class and language.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { queryProductsQuerySchema } from '@snackshop/commerce-core/contract';
import { PRODUCTS_PER_PAGE } from '@snackshop/commerce-core/constants';
import { sql } from 'drizzle-orm';
import { CatalogueCaches } from '../src/catalogue/catalogue-caches';
import { autocomplete, searchProducts } from '../src/catalogue/search.service';
import { createDatabase } from '../src/db/client';
import { selectRows } from '../src/db/query';
import { PreparedJson } from '../src/http/prepared-json';
import { seedDatabase } from '../src/seed/index';

const SEARCH_DIR = path.resolve(import.meta.dirname, '../../../bench/search');
const AUTOCOMPLETE_K = 8;
/** The kinds a results page lists unless a `kind` filter says otherwise. */
const LISTED_KINDS = new Set(['snack', 'variety-pack']);

type Facts = Partial<
  Record<'brand' | 'type' | 'flavor' | 'size' | 'heat' | 'kind' | 'slug', string[]>
>;

/** One judged query: its text, language, class and the facts a relevant product has. */
interface JudgedQuery {
  q: string;
  lang: 'en' | 'es';
  class: string;
  /** One set of facts, or several of which any may hold; empty: nothing is relevant. */
  where: Facts | Facts[];
}

interface ProductFacts {
  id: number;
  slug: string;
  kind: string;
  brand: string;
  type: string;
  flavor: string | null;
  size: string | null;
  heat: number;
}

interface Scored {
  query: JudgedQuery;
  relevant: number;
  precisionAt8: number | null;
  recall: number | null;
  ndcgAt36: number | null;
  zeroResults: boolean | null;
  autocompleteMs: number;
  resultsMs: number;
  didYouMean: string | null;
  bestSellers: number;
}

const holds = (product: ProductFacts, facts: Facts): boolean =>
  Object.entries(facts).every(([key, values]) => {
    if (!values) return true;
    switch (key) {
      case 'heat':
        return values.some((value) => (value === 'spicy' ? product.heat >= 2 : product.heat < 2));
      case 'type':
        return values.includes(product.type);
      default:
        return values.includes(String(product[key as keyof ProductFacts]));
    }
  });

/** The catalogue's facts of every product a shopper can find (active, no free samples). */
async function catalogueFacts(db: Parameters<typeof selectRows>[0]): Promise<ProductFacts[]> {
  return selectRows<ProductFacts>(
    db,
    sql`select p.id, p.slug, p.kind, b.slug as brand, c.slug as type, f.slug as flavor,
          s.slug as size, coalesce(f.heat_level, 0)::int as heat
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        left join flavors f on f.id = p.flavor_id left join sizes s on s.id = p.size_id
        where p.is_active and not p.free_sample order by p.id`,
  );
}

function ndcg(ranked: readonly number[], relevant: ReadonlySet<number>, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, at) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(at + 2);
  });
  let ideal = 0;
  for (let at = 0; at < Math.min(k, relevant.size); at += 1) ideal += 1 / Math.log2(at + 2);
  return ideal === 0 ? 0 : dcg / ideal;
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};
const mean = (values: (number | null)[]) => {
  const kept = values.filter((value): value is number => value !== null);
  return kept.length === 0 ? null : kept.reduce((sum, value) => sum + value, 0) / kept.length;
};
const parse = <T>(answer: unknown): T =>
  (answer instanceof PreparedJson ? JSON.parse(answer.json) : answer) as T;

interface ResultsPage {
  products: { productId: number }[];
  total: number;
  totalPages: number;
  didYouMean?: string | null;
  bestSellers?: unknown[];
}

async function main() {
  const queries = JSON.parse(
    readFileSync(path.join(SEARCH_DIR, 'queries.json'), 'utf8'),
  ) as JudgedQuery[];
  const database = await createDatabase(process.env.TEST_DATABASE_URL);
  await database.migrate();
  await seedDatabase(database.db);
  const catalogue = new CatalogueCaches({ db: database.db });
  await catalogue.warm();
  const ctx = { db: database.db, publicUrl: 'http://127.0.0.1', catalogue };
  const facts = await catalogueFacts(database.db);
  const judged: { q: string; lang: string; class: string; relevant: string[] }[] = [];
  const scored: Scored[] = [];
  for (const query of queries) {
    const rules = Array.isArray(query.where) ? query.where : [query.where];
    const relevantFacts = facts.filter((product) => rules.some((rule) => holds(product, rule)));
    judged.push({
      q: query.q,
      lang: query.lang,
      class: query.class,
      relevant: relevantFacts.map((p) => p.slug),
    });
    const relevant = new Set(relevantFacts.map((product) => product.id));
    const listed = new Set(relevantFacts.filter((p) => LISTED_KINDS.has(p.kind)).map((p) => p.id));
    const lang = query.lang === 'es' ? 'es-us' : 'en-us';

    let started = performance.now();
    const suggested = parse<{ suggestions: { productId: number }[] }>(
      await autocomplete(ctx, query.q, AUTOCOMPLETE_K, lang),
    ).suggestions.map((suggestion) => suggestion.productId);
    const autocompleteMs = performance.now() - started;

    const page = async (number: number) =>
      parse<ResultsPage>(
        await searchProducts(
          ctx,
          queryProductsQuerySchema.parse({ q: query.q, lang, page: String(number) }),
        ),
      );
    started = performance.now();
    const first = await page(1);
    const resultsMs = performance.now() - started;
    const found = first.products.map((product) => product.productId);
    for (let number = 2; number <= first.totalPages && first.total > 0; number += 1) {
      found.push(...(await page(number)).products.map((product) => product.productId));
    }
    const hits = suggested.filter((id) => relevant.has(id)).length;
    scored.push({
      query,
      relevant: relevant.size,
      precisionAt8:
        relevant.size === 0 ? null : suggested.length === 0 ? 0 : hits / suggested.length,
      recall: listed.size === 0 ? null : found.filter((id) => listed.has(id)).length / listed.size,
      ndcgAt36: listed.size === 0 ? null : ndcg(found, listed, PRODUCTS_PER_PAGE),
      zeroResults: listed.size === 0 ? null : first.total === 0,
      autocompleteMs,
      resultsMs,
      didYouMean: first.didYouMean ?? null,
      bestSellers: first.bestSellers?.length ?? 0,
    });
  }
  if (process.argv.includes('--write-judged')) {
    writeFileSync(
      path.join(SEARCH_DIR, 'judged.json'),
      `[\n${judged.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`,
    );
  }
  report(scored);
  if (process.argv.includes('--misses')) misses(scored);
  await catalogue.close();
  await database.close();
}

function report(scored: Scored[]) {
  const format = (value: number | null) => (value === null ? '   –' : value.toFixed(2).padStart(4));
  const row = (label: string, group: Scored[]) => {
    const zero = group.filter((entry) => entry.zeroResults !== null);
    const zeroRate = zero.length
      ? zero.filter((entry) => entry.zeroResults).length / zero.length
      : null;
    console.info(
      [
        label.padEnd(16),
        String(group.length).padStart(4),
        format(mean(group.map((entry) => entry.precisionAt8))),
        format(mean(group.map((entry) => entry.recall))),
        format(mean(group.map((entry) => entry.ndcgAt36))),
        zeroRate === null ? '    –' : zeroRate.toFixed(3),
        p95(group.map((entry) => entry.autocompleteMs))
          .toFixed(1)
          .padStart(6),
        p95(group.map((entry) => entry.resultsMs))
          .toFixed(1)
          .padStart(6),
      ].join('  '),
    );
  };
  console.info('class / lang      n     P@8  rec  N@36   zero  ac p95  rp p95 (ms)');
  const classes = [...new Set(scored.map((entry) => entry.query.class))];
  for (const name of classes) {
    for (const lang of ['en', 'es'] as const) {
      const group = scored.filter(
        (entry) => entry.query.class === name && entry.query.lang === lang,
      );
      if (group.length) row(`${name} ${lang}`, group);
    }
  }
  console.info('-'.repeat(66));
  for (const lang of ['en', 'es'] as const)
    row(
      `all ${lang}`,
      scored.filter((entry) => entry.query.lang === lang && entry.relevant > 0),
    );
  row(
    'all',
    scored.filter((entry) => entry.relevant > 0),
  );
  for (const entry of scored.filter((item) => item.relevant === 0)) {
    console.info(
      `no relevant product: "${entry.query.q}" → did you mean ${JSON.stringify(entry.didYouMean)}, ${entry.bestSellers} best sellers`,
    );
  }
}

/** The queries below target, for reading what went wrong. */
function misses(scored: Scored[]) {
  for (const entry of scored) {
    const low = [entry.precisionAt8, entry.recall, entry.ndcgAt36].some(
      (value) => value !== null && value < 0.9,
    );
    if (low) {
      console.info(
        `  ${entry.query.class} ${entry.query.lang} "${entry.query.q}" rel=${entry.relevant} P@8=${entry.precisionAt8?.toFixed(2)} rec=${entry.recall?.toFixed(2)} N@36=${entry.ndcgAt36?.toFixed(2)}`,
      );
    }
  }
}

await main();
