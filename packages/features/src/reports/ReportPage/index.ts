export { ReportPage, type ReportPageProps } from './ReportPage';
