import type { ReactNode } from 'react';
import type { BannerImage } from '../Banner/Banner';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './PromoTile.css';

export interface PromoTileProps {
  title: ReactNode;
  /** Where the tile leads; the whole tile is the link. */
  href: string;
  text?: ReactNode;
  image?: BannerImage;
  /** A visible call to action under the text ("Shop now"); part of the link's name. */
  ctaLabel?: ReactNode;
  headingElement?: 'h2' | 'h3';
}

/**
 * A promotion tile for the home page (at most two show, SPEC section 9): picture, title,
 * text. The whole tile is one link, named by its title, with the focus ring on the tile.
 */
export function PromoTile({
  title,
  href,
  text,
  image,
  ctaLabel,
  headingElement: HeadingElement = 'h3',
}: PromoTileProps) {
  useStylesheetCheck('PromoTile', styles.root);
  return (
    <article className={styles.root}>
      {image && <img className={styles.media} src={image.src} alt={image.alt} />}
      <div className={styles.body}>
        <HeadingElement className={styles.title}>
          <a className={styles.link} href={href}>
            {title}
          </a>
        </HeadingElement>
        {text && <p className={styles.text}>{text}</p>}
        {ctaLabel && (
          <span className={styles.cta} aria-hidden="true">
            {ctaLabel}
          </span>
        )}
      </div>
    </article>
  );
}
