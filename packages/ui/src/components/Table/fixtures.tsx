// Dealerships for the Table stories, and a stand-in for the server's sorted, paged answer.
import type { SortDescriptor } from 'react-aria-components';
import type { Status } from '../Badge';
import { StatusBadge } from '../Badge';
import type { TableColumn } from './Table';

export interface Concessionaria {
  id: number;
  nomeFantasia: string;
  cnpj: string;
  municipio: string;
  emplacamentos: number;
  status: Status;
}

const nomes = ['Auto Centro', 'Via Sul', 'Norte Veículos', 'Prime Motors', 'Rota 66', 'Serra Azul'];
const cidades = ['São Paulo', 'Campinas', 'Belo Horizonte', 'Curitiba', 'Recife', 'Porto Alegre'];
const statuses: Status[] = ['Ativo', 'Inativo', 'Processando'];

export const concessionarias: Concessionaria[] = Array.from({ length: 53 }, (_, index) => ({
  id: index + 1,
  nomeFantasia: `${nomes[index % nomes.length] ?? ''} ${String(index + 1)}`,
  cnpj: `11.222.333/0001-${String(10 + (index % 90))}`,
  municipio: cidades[(index * 7) % cidades.length] ?? '',
  emplacamentos: (index * 7919) % 1500,
  status: statuses[index % 7 === 0 ? 1 : index % 11 === 0 ? 2 : 0] ?? 'Ativo',
}));

export const columns: TableColumn<Concessionaria>[] = [
  {
    id: 'nomeFantasia',
    header: 'Nome fantasia',
    cell: (row) => row.nomeFantasia,
    sortable: true,
    isRowHeader: true,
    hideable: false,
  },
  { id: 'cnpj', header: 'CNPJ', cell: (row) => row.cnpj },
  { id: 'municipio', header: 'Município', cell: (row) => row.municipio, sortable: true },
  {
    id: 'emplacamentos',
    header: 'Emplacamentos',
    cell: (row) => row.emplacamentos.toLocaleString('pt-BR'),
    sortable: true,
  },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
];

/** What the API would answer for a sort and page. */
export function serverPage(sort: SortDescriptor | undefined, page: number, pageSize: number) {
  const sorted = [...concessionarias];
  if (sort) {
    const key = sort.column as keyof Concessionaria;
    sorted.sort((a, b) => {
      const order = String(a[key]).localeCompare(String(b[key]), 'pt-BR', { numeric: true });
      return sort.direction === 'descending' ? -order : order;
    });
  }
  return {
    rows: sorted.slice((page - 1) * pageSize, page * pageSize),
    pageCount: Math.ceil(sorted.length / pageSize),
  };
}
