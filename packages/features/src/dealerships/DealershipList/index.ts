export { DealershipList, dealershipFilters } from './DealershipList';
