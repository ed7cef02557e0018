export { ReportFrame, type ReportFrameProps } from './ReportFrame';
export { EmbeddedReport, type EmbeddedReportProps } from './EmbeddedReport';
