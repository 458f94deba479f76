import { isMultipackLine, lineKey, type CartLine } from '@snackshop/commerce-core/cart';

/** The product ids whose stock and ZIP availability a cart depends on. */
export function cartProductIds(lines: readonly CartLine[]): string[] {
  const ids = lines.flatMap((line) =>
    isMultipackLine(line)
      ? line.multipackList.map((item) => item.productId)
      : line.bundleId === undefined && line.productId
        ? [line.productId]
        : [],
  );
  return [...new Set(ids)];
}

/** Whether a line holds a product the ZIP check reported as unavailable. */
export function lineUnavailableForZip(line: CartLine, unavailable: readonly string[]): boolean {
  if (isMultipackLine(line))
    return line.multipackList.some((i) => unavailable.includes(i.productId));
  return unavailable.includes(lineKey(line));
}
