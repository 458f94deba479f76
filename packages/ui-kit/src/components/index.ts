// The public components, one named export each. Internals live in `./private` and are
// not exported.
export { Box, type BoxProps } from './Box/Box';
export { Button, buttonProps, type ButtonProps } from './Button/Button';
export { Heading, headingProps, type HeadingProps } from './Heading/Heading';
export { Text, textProps, type TextProps } from './Text/Text';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { Badge, badgeProps, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Drawer, drawerProps, type DrawerProps } from './Drawer/Drawer';
export { IconButton, iconButtonProps, type IconButtonProps } from './IconButton/IconButton';
export { Price, formatCents, priceProps, type PriceProps } from './Price/Price';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper/QuantityStepper';
export { Skeleton, skeletonProps, type SkeletonProps } from './Skeleton/Skeleton';
