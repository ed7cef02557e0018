// A list's state in the address: what is written reads back the same, defaults stay out of links.
import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from '../src/kits/list/url-state';
import { saveFailureOf } from '../src/kits/form/server-errors';
import { ApiRequestError } from '@emplacamento/api-client';

describe('list state in the address', () => {
  const defaults = { pageSize: 25, sort: [{ column: 'NomeFantasia', dir: 'asc' as const }] };

  it('round-trips page, size, order, search and filters, keeping other parameters', () => {
    const state = {
      pageIndex: 2,
      pageSize: 50,
      sort: [
        { column: 'CNPJ', dir: 'desc' as const },
        { column: 'Id', dir: 'asc' as const },
      ],
      search: 'são paulo',
      filters: { estadoId: '35', status: 'Ativo' },
    };
    const params = writeListState(state, defaults, new URLSearchParams('tab=2&page=9'));
    expect(params.toString()).toBe(
      'tab=2&page=3&size=50&sort=CNPJ%3Adesc%2CId%3Aasc&q=s%C3%A3o+paulo&f.estadoId=35&f.status=Ativo',
    );
    expect(readListState(params, defaults)).toEqual(state);
  });

  it('leaves defaults out and reads an empty or hand-broken address as the defaults', () => {
    const opened = readListState(new URLSearchParams(''), defaults);
    expect(writeListState(opened, defaults).toString()).toBe('');
    expect(readListState(new URLSearchParams('page=-3&size=7&sort=x:up,:asc'), defaults)).toEqual({
      pageIndex: 0,
      pageSize: 25,
      sort: [],
      search: '',
      filters: {},
    });
  });
});

describe('save failures', () => {
  it('puts the problem’s field errors on their fields, translated, first message per field', () => {
    const error = new ApiRequestError({
      kind: 'problem',
      status: 409,
      problem: {
        type: '/problems/conflito',
        title: 'Conflito',
        status: 409,
        detail: 'O CNPJ informado já está cadastrado para Auto X.',
        errors: [
          { field: 'CNPJ', message: 'CNPJ já cadastrado em outra concessionária' },
          { field: 'CNPJ', message: 'segunda' },
        ],
      },
    });
    expect(saveFailureOf(error, (field, message) => `${field}: ${message}`)).toEqual({
      fields: { CNPJ: 'CNPJ: CNPJ já cadastrado em outra concessionária' },
      detail: 'O CNPJ informado já está cadastrado para Auto X.',
    });
    expect(saveFailureOf(new ApiRequestError({ kind: 'timeout', message: 't' }))).toEqual({
      fields: {},
      detail: null,
    });
  });
});
