export { KpiDashboard, type KpiDashboardProps } from './KpiDashboard';
