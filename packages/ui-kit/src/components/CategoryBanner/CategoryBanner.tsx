import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { BannerImage } from '../Banner/Banner';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './CategoryBanner.css';

/** The three category banner presets of SPEC section 2, with their English titles. */
export const categoryBannerPresets = {
  allSnacks: { title: 'All Snacks' },
  chips: { title: 'Chips' },
  allBrands: { title: 'All Brands' },
} as const;

export type CategoryBannerPreset = keyof typeof categoryBannerPresets;

/** CategoryBanner's props as data. */
export const categoryBannerProps = {
  preset: {
    values: Object.keys(categoryBannerPresets) as CategoryBannerPreset[],
    default: 'allSnacks' as CategoryBannerPreset,
  },
} as const;

export interface CategoryBannerProps {
  /** Colours, decoration and default title: All Snacks, Chips or All Brands. */
  preset?: CategoryBannerPreset;
  /** The title; the preset's English title when not given (the site passes translations). */
  title?: ReactNode;
  description?: ReactNode;
  image?: BannerImage;
  /** The banner usually heads a listing page, so its title is the page's h1. */
  headingElement?: 'h1' | 'h2';
}

const decorations: Record<CategoryBannerPreset, ReactNode> = {
  allSnacks: (
    <>
      <circle cx="30" cy="30" r="22" />
      <rect x="58" y="12" width="36" height="44" rx="6" />
      <path d="M14 70h40l-6 26H20z" />
      <circle cx="76" cy="80" r="16" />
    </>
  ),
  chips: (
    <>
      <ellipse cx="32" cy="34" rx="26" ry="18" transform="rotate(-20 32 34)" />
      <ellipse cx="70" cy="66" rx="26" ry="18" transform="rotate(25 70 66)" />
    </>
  ),
  allBrands: (
    <>
      <path d="M50 6l12 28 30 2-23 19 8 30-27-17-27 17 8-30L8 36l30-2z" />
    </>
  ),
};

/** The header of a listing page in one of three presets: All Snacks, Chips, All Brands. */
export function CategoryBanner({
  preset = categoryBannerProps.preset.default,
  title,
  description,
  image,
  headingElement: HeadingElement = 'h1',
}: CategoryBannerProps) {
  useStylesheetCheck('CategoryBanner', styles.root);
  return (
    <section className={clsx(styles.root, styles.preset[preset])} data-preset={preset}>
      <svg
        className={styles.decoration}
        viewBox="0 0 100 100"
        fill="currentColor"
        aria-hidden="true"
      >
        {decorations[preset]}
      </svg>
      <div className={styles.content}>
        <HeadingElement className={styles.title}>
          {title ?? categoryBannerPresets[preset].title}
        </HeadingElement>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {image && <img className={styles.image} src={image.src} alt={image.alt} />}
    </section>
  );
}
