export { CountyList, countyFilters } from './CountyList';
