import type { SVGProps } from 'react';
import { iconPaths } from '../../css/maskIcon';

/**
 * Icons used inside components (controls, navigation, forms). They are decorative
 * (aria-hidden): the component that shows one always gives the control a text name too.
 */
function Icon(props: SVGProps<SVGSVGElement>) {
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

export const CheckIcon = () => (
  <Icon>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const CrossIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d={iconPaths.plus} />
  </Icon>
);

export const MinusIcon = () => (
  <Icon>
    <path d={iconPaths.minus} />
  </Icon>
);

export const AlertIcon = () => (
  <Icon>
    <path d="M12 8v5M12 16.5v.5" />
    <circle cx="12" cy="12" r="9.5" strokeWidth={2} />
  </Icon>
);

export const FilterIcon = () => (
  <Icon>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

/** Points right; components mirror it under `:dir(rtl)` so it points to the inline end. */
export const ChevronEndIcon = () => (
  <Icon>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export const ChevronStartIcon = () => (
  <Icon>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" strokeWidth={2} />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);

export const CartIcon = () => (
  <Icon strokeWidth={2}>
    <path d="M3 4h2.5l2.2 11h10.6l2-8H6.3" />
    <circle cx="9" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const UserIcon = () => (
  <Icon strokeWidth={2}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon strokeWidth={2}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </Icon>
);

export const TruckIcon = () => (
  <Icon strokeWidth={2}>
    <path d="M2.5 6h11v10h-11zM13.5 10h4l3 3v3h-7" />
    <circle cx="6.5" cy="17.5" r="1.7" />
    <circle cx="17" cy="17.5" r="1.7" />
  </Icon>
);
