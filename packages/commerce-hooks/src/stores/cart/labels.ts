import {
  isMultipackLine,
  lineKey,
  type CartLine,
  type Language,
  type MultipackItem,
} from '@snackshop/commerce-core';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';

/** A line named by the server in one language (shippingcharge's `lineLabels`). */
export type LineLabel = ResponseOf<'shippingCharge'>['lineLabels'][number];

/** The names the server gave the cart's lines, in one language, by line key. */
export interface CartLabels {
  lang: Language;
  byLine: Readonly<Record<string, LineLabel>>;
}

/**
 * Adds the server's names of lines in `lang` to what is known: names in another language
 * are dropped, since the shopper now reads this one.
 */
export function withLabels(
  known: CartLabels | null,
  labels: readonly LineLabel[],
  lang: Language,
): CartLabels {
  const byLine = known?.lang === lang ? { ...known.byLine } : {};
  for (const label of labels) byLine[label.lineId] = label;
  return { lang, byLine };
}

/** Whether some line has no name from the server in `lang` yet. */
export function labelsMissing(
  lines: readonly CartLine[],
  labels: CartLabels | null,
  lang: Language,
): boolean {
  if (lines.length === 0) return false;
  if (labels?.lang !== lang) return true;
  return lines.some((line) => labels.byLine[lineKey(line)] === undefined);
}

/**
 * What a cart line is called in `lang`: the server's name for it in that language, or,
 * until the server has answered, the title the line was added with. The one place a line's
 * display name is resolved (cart, mini cart, checkout summary).
 */
export function lineTitle(line: CartLine, labels: CartLabels | null, lang: Language): string {
  const label = labels?.lang === lang ? labels.byLine[lineKey(line)] : undefined;
  return label?.title ?? line.title;
}

/** What a product inside a multipack line is called in `lang` (see `lineTitle`). */
export function lineItemTitle(
  line: CartLine,
  item: Pick<MultipackItem, 'productId' | 'title'>,
  labels: CartLabels | null,
  lang: Language,
): string {
  const label =
    labels?.lang === lang && isMultipackLine(line) ? labels.byLine[lineKey(line)] : undefined;
  const named = label?.items.find((entry) => entry.productId === item.productId);
  return named?.title ?? item.title ?? item.productId;
}
