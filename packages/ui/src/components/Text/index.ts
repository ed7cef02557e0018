export { Text, Heading } from './Text';
export type { TextProps, HeadingProps } from './Text';
