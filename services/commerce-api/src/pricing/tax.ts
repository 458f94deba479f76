import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stateCategoryTaxability, stateTaxRates, taxCategories } from '../db/schema/index';

/** An amount to tax, in cents after discounts, with its tax class. */
interface TaxableAmount {
  taxCategory: string;
  amountCents: number;
}

export interface TaxRequest {
  /** Upper-case two-letter state code of the shipping address. */
  state: string;
  amounts: readonly TaxableAmount[];
  shippingCents: number;
}

/** The tax of an order and how it was reached. */
export interface TaxResult {
  state: string;
  /** Rate in basis points of a percent ×100 (725 = 7.25 %). */
  rateBasisPoints: number;
  /** Per tax class: whether the state taxes it. */
  categories: { taxCategory: string; taxable: boolean; amountCents: number }[];
  shippingTaxable: boolean;
  taxableAmountCents: number;
  taxCents: number;
}

/**
 * Computes sales tax. The built-in calculator reads per-state rates and per-category
 * taxability from the database; a tax service can replace it behind this interface.
 */
export interface TaxCalculator {
  calculate(request: TaxRequest): Promise<TaxResult>;
}

/** Rounds half up: tax on 0.5 cent is 1 cent. */
const roundHalfUp = (value: number) => Math.floor(value + 0.5);

/** Tax from the state_tax_rates, tax_categories and state_category_taxability tables. */
export class TableTaxCalculator implements TaxCalculator {
  constructor(private readonly db: Database) {}

  async calculate(request: TaxRequest): Promise<TaxResult> {
    const [[rate], defaults, overrides] = await Promise.all([
      this.db.select().from(stateTaxRates).where(eq(stateTaxRates.state, request.state)),
      this.db.select().from(taxCategories),
      this.db
        .select()
        .from(stateCategoryTaxability)
        .where(eq(stateCategoryTaxability.state, request.state)),
    ]);
    const isTaxable = (category: string) =>
      overrides.find((o) => o.taxCategory === category)?.taxable ??
      defaults.find((d) => d.code === category)?.taxableByDefault ??
      // An unknown class is taxed: under-collecting tax is the costlier mistake.
      true;

    const byCategory = new Map<string, number>();
    for (const amount of request.amounts) {
      byCategory.set(
        amount.taxCategory,
        (byCategory.get(amount.taxCategory) ?? 0) + amount.amountCents,
      );
    }
    const categories = [...byCategory].map(([taxCategory, amountCents]) => ({
      taxCategory,
      taxable: isTaxable(taxCategory),
      amountCents,
    }));
    const shippingTaxable = rate?.taxShipping ?? false;
    const taxableAmountCents =
      categories.reduce((sum, c) => sum + (c.taxable ? c.amountCents : 0), 0) +
      (shippingTaxable ? request.shippingCents : 0);
    const rateBasisPoints = rate?.rateBasisPoints ?? 0;
    return {
      state: request.state,
      rateBasisPoints,
      categories,
      shippingTaxable,
      taxableAmountCents,
      taxCents: roundHalfUp((taxableAmountCents * rateBasisPoints) / 10_000),
    };
  }
}
