export { BusinessGroupList, businessGroupFilters } from './BusinessGroupList';
