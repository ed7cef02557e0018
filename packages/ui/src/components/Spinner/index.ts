export { Spinner, PageLoader } from './Spinner';
export type { SpinnerProps, PageLoaderProps } from './Spinner';
