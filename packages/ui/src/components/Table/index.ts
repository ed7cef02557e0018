export { Table } from './Table';
export type { TableColumn, TableProps } from './Table';
export type { Selection, SortDescriptor } from 'react-aria-components';
