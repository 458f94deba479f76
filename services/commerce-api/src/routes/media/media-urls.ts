import type { ImageSize } from './artwork';

/** URL of a product's generated pack image. */
export function productImageUrl(
  publicUrl: string,
  sku: string,
  version: number,
  size: ImageSize,
): string {
  return `${publicUrl}/images/products/${sku}-v${version}-${size}.svg`;
}

/** URL of any other generated image (brands, banners, gift cards). */
export function mediaUrl(publicUrl: string, kind: string, key: string, size: ImageSize): string {
  return `${publicUrl}/images/${kind}/${key}-v1-${size}.svg`;
}
