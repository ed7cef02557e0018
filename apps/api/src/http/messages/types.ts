// The server's own texts, by stable code. Field rules that the portal shares (required, min, cpf,
// ...) take their wording from @emplacamento/validators' catalogues under the rule's name; the
// codes here are what only the server says (problem titles and details, contract checks, account
// rules). Placeholders in braces are replaced by the parameters of the message.
export interface ServerCatalog {
  // ---- problem titles, by problem code
  'titulo.validacao': string;
  'titulo.nao-autenticado': string;
  'titulo.sem-permissao': string;
  'titulo.nao-encontrado': string;
  'titulo.conflito': string;
  'titulo.muitas-tentativas': string;
  'titulo.requisicao-invalida': string;
  'titulo.muito-grande': string;
  'titulo.erro-interno': string;
  'titulo.tipo-nao-suportado': string;
  'titulo.dominio-ausente': string;
  'titulo.dominio-desconhecido': string;
  // ---- problem details the server writes itself
  'detalhe.dados-invalidos': string;
  'detalhe.nao-autenticado': string;
  'detalhe.sem-permissao': string;
  'detalhe.recurso-nao-encontrado': string;
  'detalhe.muitas-tentativas': string;
  'detalhe.requisicao-invalida': string;
  'detalhe.muito-grande': string;
  'detalhe.erro-interno': string;
  'detalhe.tipo-nao-suportado': string;
  'detalhe.dominio-ausente': string;
  'detalhe.dominio-desconhecido': string;
  'detalhe.token-ausente': string;
  'detalhe.token-outro-dominio': string;
  'detalhe.usuario-inativo-inexistente': string;
  'detalhe.token-expirado': string;
  'detalhe.token-invalido': string;
  'detalhe.sessao-encerrada': string;
  'detalhe.cliente-desconectado': string;
  'detalhe.credenciais-invalidas': string;
  'detalhe.cadastro-aguarda-aprovacao': string;
  'detalhe.usuario-inativo': string;
  // ---- registration imports
  'detalhe.importacao-nao-encontrada': string;
  'detalhe.envio-nao-encontrado': string;
  'detalhe.conteudo-indisponivel': string;
  'detalhe.arquivo-nao-enviado': string;
  'detalhe.arquivo-ja-importado': string;
  'detalhe.importacao-em-andamento': string;
  'detalhe.importacao-terminada': string;
  // ---- billing
  'detalhe.mes-ja-efetivado': string;
  'detalhe.mes-nao-efetivado': string;
  'detalhe.mes-sem-faturamentos': string;
  'detalhe.reabrir-so-administrador': string;
  'detalhe.mes-com-pagamentos': string;
  'detalhe.cobranca-nao-encontrada': string;
  'detalhe.cobranca-nao-pendente': string;
  // ---- profiles and their permission matrix
  'detalhe.perfil-nao-encontrado': string;
  'detalhe.perfil-nome-duplicado': string;
  'detalhe.perfil-admin-somente-admin': string;
  'detalhe.eventos-nao-possuidos': string;
  // ---- brand validation
  'detalhe.validacao-nao-encontrada': string;
  'detalhe.tipo-validacao-nao-permitido': string;
  'detalhe.lista-fabricante-nao-encontrada': string;
  'detalhe.marca-propria-ausente': string;
  // ---- field errors of the contract's checks
  'campo.eventos-inexistentes': string;
  'campo.usuarios-nao-pendentes': string;
  'campo.versoes-inexistentes': string;
  'campo.modelo-inexistente': string;
  'campo.invalido': string;
  'campo.min-caracteres': string;
  'campo.max-caracteres': string;
  'campo.valores-permitidos': string;
  'campo.nao-esperado': string;
  // The dynamic table: a dimension chosen twice, and a table too large to show.
  'campo.dimensao-repetida': string;
  'campo.dimensoes-demais': string;
  'campo.celulas-demais': string;
  'campo.versao-sem-modelo': string;
  'campo.json-invalido': string;
  'campo.corpo-obrigatorio': string;
  'campo.dominio-desconhecido': string;
  'campo.inteiro-fora-do-intervalo': string;
  'campo.max-itens': string;
  'campo.data-fora-do-intervalo': string;
  'campo.caracteres-de-controle': string;
  'campo.ordenacao-invalida': string;
  'campo.comparacao-indisponivel': string;
  'campo.comparacao-antes-do-inicio': string;
  'campo.aninhamento-excessivo': string;
  // ---- field errors of account rules
  'campo.senha-atual-nao-confere': string;
  'campo.nova-senha-igual-atual': string;
  // ---- saved report views
  'detalhe.visao-nao-encontrada': string;
  'detalhe.visao-nome-duplicado': string;
  'detalhe.visao-compartilhar-sem-permissao': string;
  'detalhe.visao-de-outro-usuario': string;
  // ---- words of exported files: a boolean cell
  'valor.sim': string;
  'valor.nao': string;
}

/** A code of the server's catalogue. */
export type ServerCode = keyof ServerCatalog;
