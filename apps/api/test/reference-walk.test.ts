// Walks every §7 call of the coverage-area, business, vehicles and general services against the
// running server: each answers (no 5xx, never the "no such route" 404) and the list below matches
// the contract, so a call added to openapi/ without a route shows up here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../src/seed/reference.js';
import { auth, createTestServer, login, testContract, type TestServer } from './helpers.js';

const page = { draw: 1, start: 0, length: 5 };

/** A multipart body with one file, for the upload call. */
const oneFile = () => {
  const form = new FormData();
  form.append('files[]', new Blob(['chassi;placa\n'], { type: 'text/csv' }), 'walk.csv');
  return form;
};

/** `METHOD path` → [query string, body]. Ids 1 may not exist: 404 from a handler is fine. */
const calls: Record<string, [string, (object | FormData)?]> = {
  'GET /api/AreasAbrangencia/AreaInfluencia/ObterAreaInfluenciaPorId': ['areaInfluenciaId=1'],
  'POST /api/AreasAbrangencia/AreaInfluencia/ListarAreasInfluencia': ['', page],
  'POST /api/AreasAbrangencia/AreaInfluencia/AdicionarAreaInfluencia': [
    '',
    { Nome: 'Walk', Codigo: 'WALK' },
  ],
  'PUT /api/AreasAbrangencia/AreaInfluencia/AtualizarAreaInfluencia': [
    '',
    { Id: 1, Nome: 'Walk', Codigo: 'WALK2' },
  ],
  'DELETE /api/AreasAbrangencia/AreaInfluencia/RemoverAreaInfluencia': ['areaInfluenciaId=999999'],
  'GET /api/AreasAbrangencia/AreaInfluencia/ListarMunicipiosInfluenciados': [
    'influencia=false&estadoId=12',
  ],
  'GET /api/AreasAbrangencia/AreaInfluencia/ObterAreasInfluenciaEscopo': [''],
  'GET /api/AreasAbrangencia/RegiaoOperacional/ObterRegioesOperacionaisAtivas': [''],
  'GET /api/AreasAbrangencia/RegiaoOperacional/ObterRegiaoOperacioalPorId': ['id=1'],
  'POST /api/AreasAbrangencia/RegiaoOperacional/ListarRegioesOperacionais': ['', page],
  'POST /api/AreasAbrangencia/RegiaoOperacional/CriarRegiaoOperacional': [
    '',
    { Nome: 'Walk', Ativo: true, Codigo: 'WALK' },
  ],
  'PUT /api/AreasAbrangencia/RegiaoOperacional/AtualizarRegiaoOperacional': [
    '',
    { Id: 1, Nome: 'Walk', Ativo: true, Codigo: 'RO-01' },
  ],
  'GET /api/AreasAbrangencia/RegiaoOperacional/ListarMunicipiosDaRegiaoOperacional': [
    'regiaoOperacionalId=1',
  ],
  'GET /api/AreasAbrangencia/RegiaoOperacional/ObterRegioesOperacionaisEscopo': [''],
  'GET /api/AreasAbrangencia/Municipio/ObterMunicipioPorId': ['id=3550308'],
  'POST /api/AreasAbrangencia/Municipio/ListarMunicipios': ['', page],
  'PUT /api/AreasAbrangencia/Municipio/AlterarMunicipio': ['', { Id: 1200013, Populacao: 15000 }],
  'POST /api/AreasAbrangencia/Estado/ListarEstados': ['', page],
  'POST /api/AreasAbrangencia/Estado/ListarMunicipiosPorEstado': ['estadoId=12', page],
  'POST /api/GerenciarEmpresas/GrupoEmpresa/CriarGrupoEmpresa': ['', { Nome: 'Walk', Ativo: true }],
  'PUT /api/GerenciarEmpresas/GrupoEmpresa/AtualizarGrupoEmpresa': [
    '',
    { Id: 999999, Nome: 'Walk', Ativo: true },
  ],
  'DELETE /api/GerenciarEmpresas/GrupoEmpresa/RemoverGrupoEmpresa': ['id=999999'],
  'POST /api/GerenciarEmpresas/GrupoEmpresa/ListarGruposEmpresa': ['', page],
  'GET /api/GerenciarEmpresas/GrupoEmpresa': ['id=1'],
  'GET /api/GerenciarEmpresas/GrupoEconomico/ObterGrupoEconomicoPorId': ['id=1'],
  'GET /api/GerenciarEmpresas/GrupoEconomico': ['draw=1&start=0&length=5'],
  'POST /api/GerenciarEmpresas/GrupoEconomico/ListarGruposEconomicos': ['', page],
  'POST /api/GerenciarEmpresas/GrupoEconomico': ['', { Nome: 'Walk', Ativo: true }],
  'PUT /api/GerenciarEmpresas/GrupoEconomico': ['', { Id: 999999, Nome: 'Walk', Ativo: true }],
  'DELETE /api/GerenciarEmpresas/GrupoEconomico': ['id=999999'],
  'GET /api/GerenciarEmpresas/EmpresaGrid/ObterEmpresaPorId': ['id=1'],
  'GET /api/GerenciarEmpresas/EmpresaGrid/ObterFiltros': [''],
  'POST /api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas': ['', page],
  'PUT /api/GerenciarEmpresas/EmpresaAssociada/AtualizarEmpresa': ['', { Id: 999999 }],
  'POST /api/GerenciarEmpresas/EmpresaAssociada/CadastrarEmpresa': ['', {}],
  'GET /api/Veiculos/Fabricante/ObterFabricantePorId': ['id=1'],
  'POST /api/Veiculos/Fabricante/ListarFabricantes': ['', page],
  'POST /api/Veiculos/Fabricante': ['', { Nome: 'WALK', Ativo: true }],
  'PUT /api/Veiculos/Fabricante': ['', { Id: 999999, Nome: 'WALK', Ativo: true }],
  'DELETE /api/Veiculos/Fabricante': ['id=999999'],
  'GET /api/Veiculos/Modelo/ObterModelo': ['id=1'],
  'POST /api/Veiculos/Modelo/ObterModelos': ['', page],
  'POST /api/Veiculos/Modelo': ['', { Nome: 'WALK', FabricanteId: 1, Ativo: true }],
  'PUT /api/Veiculos/Modelo': ['', { Id: 999999, Nome: 'WALK', FabricanteId: 1, Ativo: true }],
  'GET /api/Veiculos/Segmento/ObterSegmentoPorId': ['segmentoId=1'],
  'GET /api/Veiculos/Segmento/ObterTiposSegmento': [''],
  'GET /api/Veiculos/Segmento/ObterSegmentos': [''],
  'POST /api/Veiculos/Segmento/AdicionarSegmento': [
    '',
    { Nome: 'Walk', TipoSegmentoId: 1, Ativo: true },
  ],
  'PUT /api/Veiculos/Segmento/AtualizarSegmento': [
    '',
    { Id: 999999, Nome: 'Walk', TipoSegmentoId: 1, Ativo: true },
  ],
  'DELETE /api/Veiculos/Segmento/RemoverSegmento': ['id=999999'],
  'POST /api/Veiculos/Nomenclatura/ObterNomenclaturas': ['', page],
  'PUT /api/Veiculos/Nomenclatura/AtualizarUmaVersao': ['', { Id: 999999, ModeloId: null }],
  'PUT /api/Veiculos/Nomenclatura/AtualizarVersoes': ['', { Ids: [999999], ModeloId: 1 }],
  'GET /api/Veiculos/CategoriaVeiculo': [''],
  'GET /api/Geral/Pessoa/Documento/:document': [''],
  'GET /api/Geral/Calendario/ObterDatasBloqueadas': ['dataInicial=2026-01-01'],
  'GET /api/Geral/Calendario/EhDiaUtil': ['data=2026-02-17'],
  // In this order: the upload makes file 1, which the next three list, download and remove.
  'POST /api/Geral/Importacao/UploadArquivo': ['', oneFile()],
  'GET /api/Geral/GerenciadorArquivo': ['draw=1&nome=walk&categoria=Outro'],
  'GET /api/Geral/GerenciadorArquivo/Download': ['id=1'],
  'DELETE /api/Geral/GerenciadorArquivo/RemoverArquivo': ['id=1'],
  'GET /api/Geral/Cache': [''],
  'DELETE /api/Geral/Cache': ['chave=filtros-empresas'],
};

/** Contract calls of these services without a route yet (see the report / README). */
const pending = ['POST /api/Geral/Importacao/RequisitarValidacaoMarca'];

const services = /^\S+ \/api\/(AreasAbrangencia|GerenciarEmpresas|Veiculos|Geral)\//;

describe('every reference-data call', () => {
  let server: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await createTestServer();
    await seedReference(server.database.db, ['abracaf']);
    admin = auth((await login(server.app, 'administrador')).token);
  }, 180_000);
  afterAll(async () => server.close());

  it('lists exactly the contract calls of the four services', async () => {
    const contract = await testContract(server.config.openapiDir);
    const inContract = [...contract.keys()]
      // Exports need a prepared one-time code and a list to read: test/exports.test.ts walks them.
      .filter(
        (key) =>
          services.test(key) && !key.includes('/Geral/Parametro/') && !key.includes('/Exportacao'),
      )
      .sort();
    expect([...Object.keys(calls), ...pending].sort()).toEqual(inContract);
  });

  it('answers every call without a server error', async () => {
    for (const [key, [query, body]] of Object.entries(calls)) {
      const [method = 'GET', template = ''] = key.split(' ');
      const url = template.replace(':document', '11222333000181');
      // A FormData body goes as the browser would encode it.
      const encoded =
        body instanceof FormData ? new Request(`http://walk${url}`, { method, body }) : undefined;
      const response = await server.app.inject({
        method: method as 'GET',
        url: query ? `${url}?${query}` : url,
        headers: encoded
          ? { ...admin, 'content-type': encoded.headers.get('content-type') ?? '' }
          : admin,
        ...(encoded
          ? { payload: Buffer.from(await encoded.arrayBuffer()) }
          : body === undefined
            ? {}
            : { payload: body }),
      });
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500);
      const json = /json/.test(String(response.headers['content-type']));
      const answer: unknown = response.body === '' || !json ? null : response.json();
      const detail =
        typeof answer === 'object' && answer !== null && 'detail' in answer ? answer.detail : null;
      expect(detail, key).not.toBe('Recurso não encontrado.');
    }
  });
});
