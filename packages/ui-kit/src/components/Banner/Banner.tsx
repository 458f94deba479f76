import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as ctaStyles from '../private/cta.css';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Banner.css';

/** Banner's props as data. */
export const bannerProps = {
  tone: { values: ['brand', 'accent', 'neutral'], default: 'brand' },
} as const;

/** A picture in a banner or tile; `alt` empty when it only decorates. */
export interface BannerImage {
  src: string;
  alt: string;
}

/** Where a banner or tile leads. */
export interface BannerAction {
  label: ReactNode;
  href: string;
}

export interface BannerProps {
  title: ReactNode;
  /** A short line above the title ("New"). */
  eyebrow?: ReactNode;
  text?: ReactNode;
  image?: BannerImage;
  action?: BannerAction;
  tone?: (typeof bannerProps.tone.values)[number];
  /** Element of the title; `h2` in a page, `h1` when the banner heads the page. */
  headingElement?: 'h1' | 'h2' | 'h3';
}

/** A home-page banner: title, text, a call to action and a picture beside them. */
export function Banner({
  title,
  eyebrow,
  text,
  image,
  action,
  tone = bannerProps.tone.default,
  headingElement: HeadingElement = 'h2',
}: BannerProps) {
  useStylesheetCheck('Banner', styles.root);
  return (
    <section className={clsx(styles.root, styles.tone[tone])}>
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <HeadingElement className={styles.title}>{title}</HeadingElement>
        {text && <p className={styles.text}>{text}</p>}
        {action && (
          <a
            href={action.href}
            className={clsx(ctaStyles.ctaLink, tone === 'brand' && ctaStyles.ctaOnBrand)}
          >
            {action.label}
          </a>
        )}
      </div>
      {image && <img className={styles.media} src={image.src} alt={image.alt} />}
    </section>
  );
}
