export { RegionList, regionFilters } from './RegionList';
