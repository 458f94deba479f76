import type { SVGProps } from 'react';

/**
 * Icons of the navigation and form components (chevrons, search, cart, account, menu,
 * language). Decorative like those in `icons.tsx`: every control showing one has a text name.
 */
function Glyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export const ChevronDownIcon = () => (
  <Glyph>
    <path d="M6 9l6 6 6-6" />
  </Glyph>
);

/** Points right; components mirror it under `:dir(rtl)` so it points to the inline end. */
export const ChevronEndIcon = () => (
  <Glyph>
    <path d="M9 6l6 6-6 6" />
  </Glyph>
);

export const ChevronStartIcon = () => (
  <Glyph>
    <path d="M15 6l-6 6 6 6" />
  </Glyph>
);

export const SearchIcon = () => (
  <Glyph>
    <circle cx="11" cy="11" r="6.5" strokeWidth={2} />
    <path d="M16 16l4.5 4.5" />
  </Glyph>
);

export const CartIcon = () => (
  <Glyph strokeWidth={2}>
    <path d="M3 4h2.5l2.2 11h10.6l2-8H6.3" />
    <circle cx="9" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Glyph>
);

export const UserIcon = () => (
  <Glyph strokeWidth={2}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Glyph>
);

export const MenuIcon = () => (
  <Glyph>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Glyph>
);

export const GlobeIcon = () => (
  <Glyph strokeWidth={2}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </Glyph>
);

export const TruckIcon = () => (
  <Glyph strokeWidth={2}>
    <path d="M2.5 6h11v10h-11zM13.5 10h4l3 3v3h-7" />
    <circle cx="6.5" cy="17.5" r="1.7" />
    <circle cx="17" cy="17.5" r="1.7" />
  </Glyph>
);
