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

/** URL of a generated image's 1200 × 630 PNG for link previews (og:image). */
export function shareImageUrl(publicUrl: string, kind: string, key: string, version = 1): string {
  return `${publicUrl}/images/${kind}/${key}-v${version}-share.png`;
}
