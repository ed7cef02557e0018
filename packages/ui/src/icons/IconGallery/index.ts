export { IconGallery, iconNames } from './IconGallery';
export type { IconGalleryProps } from './IconGallery';
