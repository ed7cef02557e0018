import type { ServerCatalog } from './types.js';

/** English. */
export const en: ServerCatalog = {
  'titulo.validacao': 'Invalid data',
  'titulo.nao-autenticado': 'Not authenticated',
  'titulo.sem-permissao': 'Access denied',
  'titulo.nao-encontrado': 'Not found',
  'titulo.conflito': 'Conflict',
  'titulo.muitas-tentativas': 'Too many attempts',
  'titulo.requisicao-invalida': 'Invalid request',
  'titulo.muito-grande': 'Request too large',
  'titulo.erro-interno': 'Internal error',
  'titulo.tipo-nao-suportado': 'Unsupported content type',
  'titulo.dominio-ausente': 'Missing domain',
  'titulo.dominio-desconhecido': 'Unknown domain',
  'detalhe.dados-invalidos': 'Invalid data',
  'detalhe.nao-autenticado': 'Your session is invalid or has expired. Please sign in again.',
  'detalhe.sem-permissao': 'You are not allowed to perform this action.',
  'detalhe.recurso-nao-encontrado': 'Resource not found.',
  'detalhe.muitas-tentativas': 'Too many attempts. Try again in {minutes} minute(s).',
  'detalhe.requisicao-invalida': 'The request could not be read.',
  'detalhe.muito-grande': 'The request exceeds the allowed size.',
  'detalhe.erro-interno': 'An unexpected error occurred. Please try again later.',
  'detalhe.tipo-nao-suportado': 'Send the body as {types}.',
  'detalhe.dominio-ausente': 'The Domain header is required.',
  'detalhe.dominio-desconhecido': 'The domain {domain} is not served by this server.',
  'detalhe.token-ausente': 'Provide the access token.',
  'detalhe.token-outro-dominio': 'The token belongs to another domain.',
  'detalhe.usuario-inativo-inexistente': 'The user is inactive or does not exist.',
  'detalhe.token-expirado': 'Your session has expired. Please sign in again.',
  'detalhe.token-invalido': 'Invalid token.',
  'detalhe.sessao-encerrada': 'Session ended. Please sign in again.',
  'detalhe.cliente-desconectado': 'Connection closed by the client.',
  'detalhe.credenciais-invalidas': 'Invalid login or password.',
  'detalhe.cadastro-aguarda-aprovacao':
    "Your registration is awaiting the administrator's approval.",
  'detalhe.usuario-inativo': 'Inactive user. Contact the administrator.',
  'detalhe.importacao-nao-encontrada': 'Import not found.',
  'detalhe.envio-nao-encontrado': 'Uploaded file not found.',
  'detalhe.conteudo-indisponivel': 'The content of this file is no longer available.',
  'detalhe.arquivo-nao-enviado': 'File not found. Upload the file before importing it.',
  'detalhe.arquivo-ja-importado':
    'This file has already been imported (import {id}, {arquivo}). Ask for a replacement to import it again.',
  'detalhe.importacao-em-andamento':
    'The previous import of this file is still running; cancel it or wait for it to finish.',
  'detalhe.importacao-terminada': 'The import has already finished and cannot be cancelled.',
  'detalhe.mes-ja-efetivado':
    'Month {mes} is already closed. An administrator must reopen it to change it.',
  'detalhe.mes-nao-efetivado': 'Month {mes} is not closed.',
  'detalhe.mes-sem-faturamentos': 'Month {mes} has no billings to close.',
  'detalhe.reabrir-so-administrador': 'Only an administrator may reopen a closed month.',
  'detalhe.mes-com-pagamentos': 'Month {mes} has paid charges and cannot be reopened.',
  'detalhe.cobranca-nao-encontrada': 'Charge not found.',
  'detalhe.cobranca-nao-pendente': 'This charge is not pending (status: {status}).',
  'detalhe.perfil-nao-encontrado': 'Profile not found.',
  'detalhe.perfil-nome-duplicado': 'A profile with this name already exists.',
  'detalhe.perfil-admin-somente-admin':
    'Only administrators may grant or change an administrator profile.',
  'detalhe.eventos-nao-possuidos':
    'You cannot grant or withdraw events you do not hold: {codigos}.',
  'campo.eventos-inexistentes': 'Unknown events: {ids}',
  'campo.usuarios-nao-pendentes': 'Users not awaiting approval: {ids}',
  'campo.versoes-inexistentes': 'Versions that do not exist: {ids}',
  'campo.modelo-inexistente': 'Model not found',
  'detalhe.validacao-nao-encontrada': 'Brand validation not found.',
  'detalhe.tipo-validacao-nao-permitido':
    'Your profile may only start validations of the Padrão type.',
  'detalhe.lista-fabricante-nao-encontrada':
    "Manufacturer's list not found. Upload the manufacturer's file before starting the validation.",
  'detalhe.marca-propria-ausente':
    'The association names no brand of its own (parameter EMP_FABRICANTE): there is nothing to validate.',
  'campo.invalido': 'The {field} field is not valid',
  'campo.min-caracteres': 'The {field} field must be at least {length} characters long',
  'campo.max-caracteres': 'The {field} field may not be longer than {length} characters',
  'campo.valores-permitidos': 'The {field} field must be one of these values: {values}',
  'campo.nao-esperado': 'The {field} field is not expected',
  'campo.dimensao-repetida': 'The dimension {value} is chosen more than once',
  'campo.dimensoes-demais': 'Choose at most {max} row dimensions',
  'campo.celulas-demais':
    'The table would have {cells} cells; at most {max} are shown. Choose dimensions with fewer values, filters or a shorter period',
  'campo.versao-sem-modelo': 'Versions are shown for chosen models: filter by a model ({field})',
  'campo.json-invalido': 'The {field} field does not contain valid JSON',
  'campo.corpo-obrigatorio': 'The request body is required',
  'campo.dominio-desconhecido': 'Unknown domain',
  'campo.inteiro-fora-do-intervalo':
    'The field {field} must be a whole number between {min} and {max}',
  'campo.max-itens': 'The field {field} takes at most {max} items',
  'campo.data-fora-do-intervalo': 'The field {field} must be a date between {min} and {max}',
  'campo.caracteres-de-controle':
    'The field {field} contains control characters that are not allowed',
  'campo.ordenacao-invalida': 'The list cannot be sorted by this column',
  'campo.comparacao-indisponivel':
    'This report does not compare periods: leave out the {field} field',
  'campo.comparacao-antes-do-inicio':
    'The compared period would start before {min}: choose later dates ({field})',
  'campo.aninhamento-excessivo': 'The request body is nested too deeply',
  'campo.senha-atual-nao-confere': 'The current password does not match',
  'campo.nova-senha-igual-atual': 'The new password must be different from the current one',
  'detalhe.visao-nao-encontrada': 'View not found.',
  'detalhe.visao-nome-duplicado': 'You already have a view with this name. Choose another name.',
  'detalhe.visao-compartilhar-sem-permissao':
    'You are not allowed to share views with the association.',
  'detalhe.visao-de-outro-usuario':
    'Only the person who created this view may change or delete it.',
  'valor.sim': 'Yes',
  'valor.nao': 'No',
};
