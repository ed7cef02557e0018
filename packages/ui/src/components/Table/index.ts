export { Table } from './Table';
export type { TableColumn, TableProps } from './Table';
export { TableCellText } from './TableCellText';
export type { TableCellTextProps } from './TableCellText';
export type { Selection, SortDescriptor } from 'react-aria-components';
