// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { ElementType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Facets } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import { parseListingQuery } from '../../site/listingQuery';
import { provideBundle } from '../../i18n/bundles';
import { bundledResources } from '../../i18n/bundled.server';
import { createI18n } from '../../i18n/i18n';
import { SearchFacets } from './SearchFacets';

// The kit's styles need its build; its elements are what this test reads.
vi.mock('@snackshop/ui-kit', () => ({
  Heading: ({ level, id, children }: { level: '2' | '3'; id?: string; children: ReactNode }) => {
    const Tag = `h${level}` as const;
    return <Tag id={id}>{children}</Tag>;
  },
  Link: (props: Record<string, unknown>) => <a {...props} />,
  Stack: ({
    component: Component = 'div',
    space: _space,
    ...props
  }: {
    component?: ElementType;
    space: string;
  } & Record<string, unknown>) => <Component {...props} />,
}));

const facets: Facets = {
  brand: [
    { slug: 'crunch-harbor', name: 'Crunch Harbor', count: 3 },
    { slug: 'blaze-ridge', name: 'Blaze Ridge', count: 2 },
  ],
  productType: [{ slug: 'chips', name: 'Chips', count: 5 }],
  flavor: [],
  size: [{ slug: '8-oz', name: '8 oz', count: 1 }],
  total: 5,
};

function render(search: string, language: Language = 'en-us', shown: Facets = facets) {
  provideBundle(language, bundledResources[language]);
  const query = parseListingQuery(new URLSearchParams(search));
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(language)}>
      <SearchFacets q="chips" facets={shown} query={query} />
    </I18nextProvider>,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');
  const links = [...page.querySelectorAll('a')].map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    current: a.getAttribute('aria-current'),
  }));
  const headings = [...page.querySelectorAll('h2, h3')].map((h) => h.textContent);
  const later = [...page.querySelectorAll('details summary, details a')].map((e) => e.textContent);
  return { links, headings, later };
}

describe('SearchFacets', () => {
  it('links each option of the facets that have some to the search narrowed by it', () => {
    const { links, headings } = render('q=chips&page=3');
    expect(headings).toEqual(['Narrow the results', 'Brand', 'Product Type', 'Size']);
    expect(links).toContainEqual({
      text: 'Crunch Harbor (3)',
      href: '/search?q=chips&brand=crunch-harbor',
      current: null,
    });
    expect(links.map((link) => link.text)).not.toContain('Clear all');
  });

  it('marks a chosen option, links it off, and offers to clear every filter', () => {
    const { links } = render('q=chips&brand=blaze-ridge&size=8-oz');
    expect(links).toContainEqual({
      text: '✓ Blaze Ridge (2)',
      href: '/search?q=chips&size=8-oz',
      current: 'true',
    });
    expect(links).toContainEqual({
      text: 'Crunch Harbor (3)',
      href: '/search?q=chips&brand=blaze-ridge&brand=crunch-harbor&size=8-oz',
      current: null,
    });
    expect(links[0]).toEqual({ text: 'Clear all', href: '/search?q=chips', current: null });
  });

  it("shows a long facet's first six options and the chosen ones, the rest behind Show more", () => {
    const flavors = Array.from({ length: 9 }, (_, at) => ({
      slug: `flavor-${at}`,
      name: `Flavor ${at}`,
      count: 9 - at,
    }));
    const { links, later } = render('q=chips&flavor=flavor-7', 'en-us', {
      ...facets,
      flavor: flavors,
    });
    const flavorLinks = links.filter((link) => link.text?.includes('Flavor '));
    expect(flavorLinks.map((link) => link.text)).toEqual([
      ...flavors.slice(0, 6).map((f) => `${f.name} (${f.count})`),
      '✓ Flavor 7 (2)',
      'Flavor 6 (3)',
      'Flavor 8 (1)',
    ]);
    expect(later).toEqual(['Show more', 'Flavor 6 (3)', 'Flavor 8 (1)']);
  });

  it('speaks Spanish on Spanish pages', () => {
    const { headings, links } = render('q=chips&brand=blaze-ridge', 'es-us');
    expect(headings).toEqual(['Acotar los resultados', 'Marca', 'Tipo de producto', 'Tamaño']);
    expect(links[0]?.text).toBe('Borrar todo');
  });
});
