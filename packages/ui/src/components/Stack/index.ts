export { Stack, Inline, Grid } from './Stack';
export type { StackProps, GridProps } from './Stack';
