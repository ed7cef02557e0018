// Every call of product rules §7, written from the spec text, must be in the openapi/ documents
// with the same method, the Domain header, and bearer security unless it is a public call.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllDocuments } from './load-documents';
import type { DocumentShape, OperationShape } from './load-documents';
import type { ServiceKey } from '../scripts/documents';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = readonly [ServiceKey, Method, string];

const ADM = '/api/Administracao';
const AA = '/api/AreasAbrangencia';
const GE = '/api/GerenciarEmpresas';
const GER = '/api/Geral';
const US = '/api/GerenciarUsuarios/Usuario';
const VE = '/api/Veiculos';
const EM = '/api/Emplacamento';
const VM = '/api/ValidacaoMarca';

/** product rules §7, one line per call ("GET/POST/PUT Usuario" is three calls). */
const calls: Call[] = [
  // Auth
  ['auth', 'POST', '/Connect/Token'],
  ['auth', 'GET', '/Connect/ChangeToken'],
  ['auth', 'POST', '/Connect/refreshtoken'],
  // Administration
  ['administration', 'POST', `${ADM}/Usuario/RecuperarSenha/SolicitarCodigo`],
  ['administration', 'POST', `${ADM}/Usuario/RecuperarSenha/ValidarCodigo`],
  ['administration', 'POST', `${ADM}/Usuario/RecuperarSenha/CadastrarNovaSenha`],
  ['administration', 'POST', `${ADM}/Usuario/AlterarSenha`],
  ['administration', 'GET', `${ADM}/Perfil`],
  ['administration', 'PUT', `${ADM}/Perfil`],
  ['administration', 'GET', `${ADM}/Evento/EventosPorPerfil`],
  ['administration', 'POST', `${ADM}/PerfilEvento/IncluirAtualizarPerfilEvento`],
  ['administration', 'GET', `${ADM}/Usuario`],
  ['administration', 'POST', `${ADM}/Usuario`],
  ['administration', 'PUT', `${ADM}/Usuario`],
  ['administration', 'PATCH', `${ADM}/Usuario/AlterarLogin`],
  ['administration', 'PATCH', `${ADM}/Usuario/SolicitarRedefinirSenha`],
  ['administration', 'PUT', `${ADM}/Usuario/AtivarInativar`],
  // Coverage areas
  ['coverageAreas', 'GET', `${AA}/AreaInfluencia/ObterAreaInfluenciaPorId`],
  ['coverageAreas', 'POST', `${AA}/AreaInfluencia/ListarAreasInfluencia`],
  ['coverageAreas', 'POST', `${AA}/AreaInfluencia/AdicionarAreaInfluencia`],
  ['coverageAreas', 'PUT', `${AA}/AreaInfluencia/AtualizarAreaInfluencia`],
  ['coverageAreas', 'DELETE', `${AA}/AreaInfluencia/RemoverAreaInfluencia`],
  ['coverageAreas', 'GET', `${AA}/AreaInfluencia/ListarMunicipiosInfluenciados`],
  ['coverageAreas', 'GET', `${AA}/AreaInfluencia/ObterAreasInfluenciaEscopo`],
  ['coverageAreas', 'GET', `${AA}/RegiaoOperacional/ObterRegioesOperacionaisAtivas`],
  ['coverageAreas', 'GET', `${AA}/RegiaoOperacional/ObterRegiaoOperacioalPorId`],
  ['coverageAreas', 'POST', `${AA}/RegiaoOperacional/ListarRegioesOperacionais`],
  ['coverageAreas', 'POST', `${AA}/RegiaoOperacional/CriarRegiaoOperacional`],
  ['coverageAreas', 'PUT', `${AA}/RegiaoOperacional/AtualizarRegiaoOperacional`],
  ['coverageAreas', 'GET', `${AA}/RegiaoOperacional/ListarMunicipiosDaRegiaoOperacional`],
  ['coverageAreas', 'GET', `${AA}/RegiaoOperacional/ObterRegioesOperacionaisEscopo`],
  ['coverageAreas', 'GET', `${AA}/Municipio/ObterMunicipioPorId`],
  ['coverageAreas', 'POST', `${AA}/Municipio/ListarMunicipios`],
  ['coverageAreas', 'PUT', `${AA}/Municipio/AlterarMunicipio`],
  ['coverageAreas', 'POST', `${AA}/Estado/ListarEstados`],
  ['coverageAreas', 'POST', `${AA}/Estado/ListarMunicipiosPorEstado`],
  // Business
  ['business', 'POST', `${GE}/GrupoEmpresa/CriarGrupoEmpresa`],
  ['business', 'PUT', `${GE}/GrupoEmpresa/AtualizarGrupoEmpresa`],
  ['business', 'DELETE', `${GE}/GrupoEmpresa/RemoverGrupoEmpresa`],
  ['business', 'POST', `${GE}/GrupoEmpresa/ListarGruposEmpresa`],
  ['business', 'GET', `${GE}/GrupoEmpresa`],
  ['business', 'GET', `${GE}/GrupoEconomico/ObterGrupoEconomicoPorId`],
  ['business', 'GET', `${GE}/GrupoEconomico`],
  ['business', 'POST', `${GE}/GrupoEconomico`],
  ['business', 'PUT', `${GE}/GrupoEconomico`],
  ['business', 'DELETE', `${GE}/GrupoEconomico`],
  ['business', 'GET', `${GE}/EmpresaGrid/ObterEmpresaPorId`],
  ['business', 'GET', `${GE}/EmpresaGrid/ObterFiltros`],
  ['business', 'POST', `${GE}/EmpresaGrid/ListarEmpresasDetalhadas`],
  ['business', 'PUT', `${GE}/EmpresaAssociada/AtualizarEmpresa`],
  ['business', 'POST', `${GE}/EmpresaAssociada/CadastrarEmpresa`],
  // General
  ['general', 'GET', `${GER}/Parametro/ValorDoParametro`],
  ['general', 'GET', `${GER}/Pessoa/Documento/{document}`],
  ['general', 'GET', `${GER}/GerenciadorArquivo`],
  ['general', 'DELETE', `${GER}/GerenciadorArquivo/RemoverArquivo`],
  ['general', 'GET', `${GER}/Calendario/ObterDatasBloqueadas`],
  ['general', 'GET', `${GER}/Calendario/EhDiaUtil`],
  ['general', 'GET', `${GER}/Cache`],
  ['general', 'DELETE', `${GER}/Cache`],
  ['general', 'POST', `${GER}/Importacao/RequisitarValidacaoMarca`],
  ['general', 'POST', `${GER}/Importacao/UploadArquivo`],
  // Users
  ['users', 'GET', `${US}/ObterUsuarioLogado`],
  ['users', 'GET', `${US}/ObterUsuariosPorIds`],
  ['users', 'POST', `${US}/ListarUsuarios`],
  ['users', 'POST', `${US}/CriarUsuarioEmplacamento`],
  ['users', 'PUT', `${US}/AtualizarUsuarioEmplacamento`],
  ['users', 'GET', `${US}/ObterTiposBoletim`],
  // Vehicles
  ['vehicles', 'GET', `${VE}/Fabricante/ObterFabricantePorId`],
  ['vehicles', 'POST', `${VE}/Fabricante/ListarFabricantes`],
  ['vehicles', 'POST', `${VE}/Fabricante`],
  ['vehicles', 'PUT', `${VE}/Fabricante`],
  ['vehicles', 'DELETE', `${VE}/Fabricante`],
  ['vehicles', 'GET', `${VE}/Modelo/ObterModelo`],
  ['vehicles', 'POST', `${VE}/Modelo/ObterModelos`],
  ['vehicles', 'POST', `${VE}/Modelo`],
  ['vehicles', 'PUT', `${VE}/Modelo`],
  ['vehicles', 'GET', `${VE}/Segmento/ObterSegmentoPorId`],
  ['vehicles', 'GET', `${VE}/Segmento/ObterTiposSegmento`],
  ['vehicles', 'GET', `${VE}/Segmento/ObterSegmentos`],
  ['vehicles', 'POST', `${VE}/Segmento/AdicionarSegmento`],
  ['vehicles', 'PUT', `${VE}/Segmento/AtualizarSegmento`],
  ['vehicles', 'DELETE', `${VE}/Segmento/RemoverSegmento`],
  ['vehicles', 'POST', `${VE}/Nomenclatura/ObterNomenclaturas`],
  ['vehicles', 'PUT', `${VE}/Nomenclatura/AtualizarUmaVersao`],
  ['vehicles', 'GET', `${VE}/CategoriaVeiculo`],
  // Registration
  ['registration', 'GET', `${EM}/DashboardKPI/ParticipacaoMercadoTotalMes`],
  ['registration', 'GET', `${EM}/DashboardKPI/ParticipacaoMercadoTotalAno`],
  ['registration', 'GET', `${EM}/DashboardKPI/ParticipacaoMarca`],
  ['registration', 'GET', `${EM}/DashboardKPI/Variacao`],
  ['registration', 'GET', `${EM}/DashboardKPI/VendaDiretaXVarejoMarca`],
  ['registration', 'GET', `${EM}/DashboardKPI/VendaDiretaXVarejoAno`],
  ['registration', 'GET', `${EM}/DashboardKPI/EvolucaoMarca`],
  ['registration', 'GET', `${EM}/DashboardKPI/EvolucaoMarcaDiario`],
  ['registration', 'GET', `${EM}/DashboardKPI/AtualizarDashboard`],
  ['registration', 'POST', `${EM}/ImportacaoEmplacamento`],
  ['registration', 'POST', `${EM}/ImportacaoEmplacamento/CriarImportacao`],
  ['registration', 'POST', `${EM}/ImportacaoFaturamento/ConsultarImportacoesFaturamento`],
  ['registration', 'POST', `${EM}/ImportacaoFaturamento/ImportarFaturamentos`],
  ['registration', 'POST', `${EM}/FileUpload`],
  ['registration', 'DELETE', `${EM}/FileUpload`],
  ['registration', 'GET', `${EM}/FileUpload`],
  ['registration', 'GET', `${EM}/EfetivarFaturamentos`],
  ['registration', 'POST', `${EM}/EfetivarFaturamentos/ObterEmpresasComFaturamentos`],
  ['registration', 'POST', `${EM}/EfetivarFaturamentos/GerarPendenciaEnviarCartaCobranca`],
  ['registration', 'POST', `${EM}/EfetivarFaturamentos/AtualizarParametrosDeFaturamento`],
  // Brand validation
  ['brandValidation', 'GET', `${VM}/ObterTiposValidacaoMarca`],
  ['brandValidation', 'DELETE', VM],
  ['brandValidation', 'POST', `${VM}/IniciarValidacaoMarcaManual`],
  ['brandValidation', 'POST', `${VM}/ObterValidacoesMarca`],
];

/** Calls that work without a token (product rules §2: login and password recovery). */
const publicCalls = new Set([
  '/Connect/Token',
  '/Connect/refreshtoken',
  `${ADM}/Usuario/RecuperarSenha/SolicitarCodigo`,
  `${ADM}/Usuario/RecuperarSenha/ValidarCodigo`,
  `${ADM}/Usuario/RecuperarSenha/CadastrarNovaSenha`,
]);

/** Query parameters the spec names, per call. */
const specQuery: [string, Method, string][] = [
  ['/Connect/ChangeToken', 'GET', 'sistema'],
  [`${ADM}/Evento/EventosPorPerfil`, 'GET', 'perfilId'],
  [`${ADM}/Usuario/SolicitarRedefinirSenha`, 'PATCH', 'usuarioId'],
  [`${AA}/AreaInfluencia/ObterAreaInfluenciaPorId`, 'GET', 'areaInfluenciaId'],
  [`${AA}/AreaInfluencia/ListarAreasInfluencia`, 'POST', 'paginar'],
  [`${AA}/AreaInfluencia/RemoverAreaInfluencia`, 'DELETE', 'areaInfluenciaId'],
  [`${AA}/AreaInfluencia/ListarMunicipiosInfluenciados`, 'GET', 'id'],
  [`${AA}/AreaInfluencia/ListarMunicipiosInfluenciados`, 'GET', 'influencia'],
  [`${AA}/RegiaoOperacional/ObterRegiaoOperacioalPorId`, 'GET', 'id'],
  [`${AA}/Municipio/ObterMunicipioPorId`, 'GET', 'id'],
  [`${AA}/Estado/ListarMunicipiosPorEstado`, 'POST', 'estadoId'],
  [`${AA}/Estado/ListarMunicipiosPorEstado`, 'POST', 'paginar'],
  [`${GE}/GrupoEmpresa/RemoverGrupoEmpresa`, 'DELETE', 'id'],
  [`${GE}/GrupoEmpresa`, 'GET', 'id'],
  [`${GE}/GrupoEconomico`, 'GET', 'paginar'],
  [`${GE}/GrupoEconomico`, 'DELETE', 'id'],
  [`${GE}/EmpresaGrid/ListarEmpresasDetalhadas`, 'POST', 'paginar'],
  [`${GER}/Parametro/ValorDoParametro`, 'GET', 'parametroId'],
  [`${GER}/GerenciadorArquivo/RemoverArquivo`, 'DELETE', 'id'],
  [`${GER}/Calendario/ObterDatasBloqueadas`, 'GET', 'dataInicial'],
  [`${GER}/Calendario/EhDiaUtil`, 'GET', 'data'],
  [`${US}/ObterUsuariosPorIds`, 'GET', 'usuarioId'],
  [`${US}/ListarUsuarios`, 'POST', 'paginar'],
  [`${VE}/Fabricante/ObterFabricantePorId`, 'GET', 'id'],
  [`${VE}/Segmento/ObterSegmentoPorId`, 'GET', 'segmentoId'],
  [`${VE}/Segmento/RemoverSegmento`, 'DELETE', 'id'],
  [`${VE}/Nomenclatura/ObterNomenclaturas`, 'POST', 'paginar'],
  [`${EM}/ImportacaoEmplacamento`, 'POST', 'guid'],
  [`${EM}/FileUpload`, 'GET', 'file'],
  [`${EM}/EfetivarFaturamentos/GerarPendenciaEnviarCartaCobranca`, 'POST', 'forcarReenvio'],
  [VM, 'DELETE', 'id'],
  [`${VM}/ObterValidacoesMarca`, 'POST', 'paginar'],
];

let documents: Map<ServiceKey, DocumentShape>;
beforeAll(async () => {
  documents = await loadAllDocuments();
});

function operation(service: ServiceKey, method: Method, path: string): OperationShape | undefined {
  const item = documents.get(service)?.paths[path];
  return item?.[method.toLowerCase()] as OperationShape | undefined;
}

function allParameters(service: ServiceKey, method: Method, path: string) {
  const item = documents.get(service)?.paths[path];
  return [...(item?.parameters ?? []), ...(operation(service, method, path)?.parameters ?? [])];
}

describe('product rules §7 calls', () => {
  it('lists about a hundred calls, each once', () => {
    expect(calls.length).toBeGreaterThanOrEqual(100);
    expect(new Set(calls.map(([, m, p]) => `${m} ${p}`)).size).toBe(calls.length);
  });

  it.each(calls)('%s: %s %s is documented', (service, method, path) => {
    const op = operation(service, method, path);
    expect(op, `${method} ${path} missing from openapi/ (${service})`).toBeDefined();
    expect(op?.['x-extension'], 'a §7 call is not an extension').toBeUndefined();
  });

  it.each(calls)(
    '%s: %s %s carries the Domain header and the right security',
    (service, method, path) => {
      const domain = allParameters(service, method, path).find(
        (p) => p.in === 'header' && p.name === 'Domain',
      );
      expect(domain?.required).toBe(true);
      const security =
        operation(service, method, path)?.security ?? documents.get(service)?.security;
      expect(security).toEqual(publicCalls.has(path) ? [] : [{ bearerAuth: [] }]);
    },
  );

  it.each(specQuery)('%s (%s) takes the query parameter %s', (path, method, name) => {
    const service = calls.find(([, m, p]) => m === method && p === path)?.[0];
    expect(service).toBeDefined();
    const found = allParameters(service ?? 'auth', method, path).some(
      (p) => p.in === 'query' && p.name === name,
    );
    expect(found).toBe(true);
  });

  it('names every operation uniquely across the documents (one back end mounts them all)', () => {
    const ids: string[] = [];
    const routes: string[] = [];
    for (const doc of documents.values()) {
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
          const op = item[method] as OperationShape | undefined;
          if (!op) continue;
          ids.push(op.operationId ?? `missing ${method} ${path}`);
          routes.push(`${method} ${path}`);
        }
      }
    }
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('has relative servers in every document', () => {
    for (const [service, doc] of documents) {
      expect(doc.servers, service).toEqual([expect.objectContaining({ url: '/' })]);
    }
  });

  it('marks every operation beyond §7 as an extension', () => {
    const listed = new Set(calls.map(([, m, p]) => `${m} ${p}`));
    const unmarked: string[] = [];
    for (const doc of documents.values()) {
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
          const op = item[method] as OperationShape | undefined;
          const key = `${method.toUpperCase()} ${path}`;
          if (op && !listed.has(key) && op['x-extension'] !== true) unmarked.push(key);
        }
      }
    }
    expect(unmarked).toEqual([]);
  });
});
