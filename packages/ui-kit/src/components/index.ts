// The public components, one named export each. Internals live in `./private` and are
// not exported.
export { Box, type BoxProps } from './Box/Box';
export { Button, buttonProps, type ButtonProps } from './Button/Button';
export { Heading, headingProps, type HeadingProps } from './Heading/Heading';
export { Text, textProps, type TextProps } from './Text/Text';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
