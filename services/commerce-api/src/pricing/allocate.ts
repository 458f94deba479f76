/** A share of a line's amount that is taxed by one tax class. */
export interface TaxablePart {
  taxCategory: string;
  amountCents: number;
}

/** Splits `total` over `weights` in proportion, in whole cents that add up exactly. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Adds up the parts of each tax class. */
export function mergeParts(parts: TaxablePart[]): TaxablePart[] {
  const byCategory = new Map<string, number>();
  for (const part of parts) {
    byCategory.set(part.taxCategory, (byCategory.get(part.taxCategory) ?? 0) + part.amountCents);
  }
  return [...byCategory].map(([taxCategory, amountCents]) => ({ taxCategory, amountCents }));
}
