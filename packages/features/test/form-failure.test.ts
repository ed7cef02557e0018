import { describe, expect, it } from 'vitest';
import { ApiRequestError, type ApiResult } from '@emplacamento/api-client';
import { fieldErrorsOf } from '../src/forms/use-form-failure';

const refused = (errors: { field: string; message: string }[]): ApiResult<unknown> => ({
  ok: false,
  error: {
    kind: 'problem',
    status: 400,
    problem: {
      type: '/problems/validacao',
      title: 'Dados inválidos',
      status: 400,
      detail: 'x',
      errors,
    },
  },
});

describe('fieldErrorsOf', () => {
  it('renames the contract’s fields to the form’s and keeps the first message of each', () => {
    const result = refused([
      { field: 'senhaAtual', message: 'A senha atual não confere' },
      { field: 'senhaAtual', message: 'segunda' },
      { field: 'novaSenha', message: 'A nova senha deve ser diferente da atual' },
    ]);
    expect(fieldErrorsOf(result, { senhaAtual: 'current', novaSenha: 'password' })).toEqual({
      current: 'A senha atual não confere',
      password: 'A nova senha deve ser diferente da atual',
    });
  });

  it('reads the error a mutation threw as it reads a settled result', () => {
    const thrown = new ApiRequestError({
      kind: 'problem',
      status: 400,
      problem: {
        type: '/problems/validacao',
        title: 'Dados inválidos',
        status: 400,
        detail: 'A senha atual não confere',
        errors: [{ field: 'senhaAtual', message: 'A senha atual não confere' }],
      },
    });
    expect(fieldErrorsOf(thrown, { senhaAtual: 'current' })).toEqual({
      current: 'A senha atual não confere',
    });
  });

  it('leaves out fields the form does not show', () => {
    const result = refused([{ field: 'userdata.estadoId', message: 'Estado inválido' }]);
    expect(fieldErrorsOf(result, { senhaAtual: 'current' })).toEqual({});
  });

  it('has nothing to say of a success or of an answer without problem details', () => {
    const ok: ApiResult<unknown> = {
      ok: true,
      data: null,
      status: 204,
      response: new Response(null, { status: 204 }),
    };
    const offline: ApiResult<unknown> = {
      ok: false,
      error: { kind: 'network', message: 'offline', cause: null },
    };
    expect(fieldErrorsOf(ok, { senhaAtual: 'current' })).toEqual({});
    expect(fieldErrorsOf(offline, { senhaAtual: 'current' })).toEqual({});
  });
});
