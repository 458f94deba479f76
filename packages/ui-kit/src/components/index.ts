// The public components, one named export each. Internals live in `./private` and are
// not exported.
export { Box, type BoxProps } from './Box/Box';
export { Inline, inlineProps, type InlineProps } from './Inline/Inline';
export { Stack, stackProps, type StackProps } from './Stack/Stack';
export { Button, buttonProps, type ButtonProps } from './Button/Button';
export { Heading, headingProps, type HeadingProps } from './Heading/Heading';
export { Text, textProps, type TextProps } from './Text/Text';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { Badge, badgeProps, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField/CheckboxField';
export { Drawer, drawerProps, type DrawerProps } from './Drawer/Drawer';
export { IconButton, iconButtonProps, type IconButtonProps } from './IconButton/IconButton';
export { Price, priceProps, type PriceProps } from './Price/Price';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper/QuantityStepper';
export { Skeleton, skeletonProps, type SkeletonProps } from './Skeleton/Skeleton';
export {
  CheckoutSteps,
  checkoutSteps,
  checkoutStepsLabels,
  type CheckoutStep,
  type CheckoutStepIndex,
  type CheckoutStepsLabels,
  type CheckoutStepsProps,
} from './CheckoutSteps/CheckoutSteps';
export {
  PasswordChecklist,
  type PasswordChecklistProps,
  type PasswordCriteria,
  type PasswordCriterion,
} from './PasswordChecklist/PasswordChecklist';
export {
  SNACKBAR_DEFAULT_DURATION,
  Snackbar,
  snackbarProps,
  type SnackbarProps,
  type SnackbarSeverity,
} from './Snackbar/Snackbar';
export { Link, linkProps, type LinkProps } from './Link/Link';
export { TextField, textFieldProps, type TextFieldProps } from './TextField/TextField';
export {
  TextArea,
  textAreaLabels,
  textAreaProps,
  type TextAreaLabels,
  type TextAreaProps,
} from './TextArea/TextArea';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export {
  RadioGroup,
  radioGroupProps,
  type RadioGroupProps,
  type RadioOption,
} from './RadioGroup/RadioGroup';
export {
  DateOfBirthSelects,
  birthYears,
  daysInMonth,
  type DateOfBirthSelectsProps,
  type DateOfBirthValue,
} from './DateOfBirthSelects/DateOfBirthSelects';
export {
  PhoneField,
  formatPhone,
  phoneDigits,
  type PhoneFieldProps,
} from './PhoneField/PhoneField';
export { ZipField, type ZipFieldProps } from './ZipField/ZipField';
export {
  ProductTile,
  productTileLabels,
  productTileProps,
  type ProductAvailability,
  type ProductTileBadge,
  type ProductTileLabels,
  type ProductTileLinkComponent,
  type ProductTileProps,
} from './ProductTile/ProductTile';
export {
  FILTER_SHOW_MORE_LIMIT,
  FilterPanel,
  filterPanelLabels,
  type FilterFacet,
  type FilterOption,
  type FilterPanelLabels,
  type FilterPanelProps,
  type FilterSelection,
} from './FilterPanel/FilterPanel';
export { Dialog, DialogClose, dialogProps, type DialogProps } from './Dialog/Dialog';
export { Popover, popoverProps, type PopoverProps } from './Popover/Popover';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs';
export {
  Accordion,
  accordionProps,
  type AccordionItem,
  type AccordionProps,
} from './Accordion/Accordion';
export {
  NotificationBar,
  type Notification,
  type NotificationBarProps,
} from './NotificationBar/NotificationBar';
export { ErrorFallback, type ErrorFallbackProps } from './ErrorFallback/ErrorFallback';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { Breadcrumbs, type Breadcrumb, type BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs';
export { Pagination, paginationRange, type PaginationProps } from './Pagination/Pagination';
export { LoadMore, type LoadMoreProps } from './LoadMore/LoadMore';
export { MIX_SIZE, MixBuilder, mixCounts, type MixBuilderProps } from './MixBuilder/MixBuilder';
export {
  mixBuilderLabels,
  type MixBuilderLabels,
  type MixProduct,
  type MixSelection,
} from './MixBuilder/mix';
export {
  FreeShippingProgress,
  type FreeShippingProgressProps,
} from './FreeShippingProgress/FreeShippingProgress';
export {
  OrderSummary,
  orderSummaryLabels,
  type OrderSummaryLabels,
  type OrderSummaryProps,
} from './OrderSummary/OrderSummary';
export {
  BusinessOrderPrompt,
  type BusinessOrderPromptProps,
} from './BusinessOrderPrompt/BusinessOrderPrompt';
export {
  Banner,
  bannerProps,
  type BannerAction,
  type BannerImage,
  type BannerProps,
} from './Banner/Banner';
export { PromoTile, type PromoTileProps } from './PromoTile/PromoTile';
export {
  CategoryBanner,
  categoryBannerPresets,
  categoryBannerProps,
  type CategoryBannerPreset,
  type CategoryBannerProps,
} from './CategoryBanner/CategoryBanner';
export {
  ZipCodePopup,
  zipCodePopupLabels,
  type ZipCodePopupLabels,
  type ZipCodePopupProps,
} from './ZipCodePopup/ZipCodePopup';
export {
  LoginPopup,
  loginPopupLabels,
  type LoginPopupLabels,
  type LoginPopupProps,
} from './LoginPopup/LoginPopup';
export {
  CookieConsent,
  cookieConsentLabels,
  type CookieConsentChoice,
  type CookieConsentLabels,
  type CookieConsentProps,
} from './CookieConsent/CookieConsent';
export {
  SearchAutocomplete,
  searchAutocompleteLabels,
  type SearchAutocompleteLabels,
  type SearchAutocompleteProps,
} from './SearchAutocomplete/SearchAutocomplete';
export { highlightMatches, type SearchSuggestion } from './SearchAutocomplete/suggestion';
export {
  Header,
  headerLabels,
  sortNavigation,
  type HeaderAccountLink,
  type HeaderLabels,
  type HeaderLanguage,
  type HeaderLinkComponent,
  type HeaderProps,
  type NavigationItem,
} from './Header/Header';
export { Footer, footerProps, type FooterGroup, type FooterProps } from './Footer/Footer';
