// Short names for the entities widgets use most, taken from the generated documents.
import type { components as Administration } from './generated/administration';
import type { components as Auth } from './generated/auth';
import type { components as BrandValidation } from './generated/brandValidation';
import type { components as Business } from './generated/business';
import type { components as CoverageAreas } from './generated/coverageAreas';
import type { components as General } from './generated/general';
import type { components as Platform } from './generated/platform';
import type { components as Registration } from './generated/registration';
import type { components as Users } from './generated/users';
import type { components as Vehicles } from './generated/vehicles';

/** `POST /Connect/Token` and `/Connect/refreshtoken` answer. */
export type TokenResponse = Auth['schemas']['TokenResponse'];
/** The logged user (`ObterUsuarioLogado`). */
export type UsuarioLogado = Users['schemas']['UsuarioLogado'];
export type AbilityRule = Users['schemas']['AbilityRule'];
export type Usuario = Users['schemas']['Usuario'];
export type UsuarioPayload = Users['schemas']['UsuarioPayload'];
export type DadosAdicionais = Users['schemas']['DadosAdicionais'];
export type Perfil = Administration['schemas']['Perfil'];
export type Evento = Administration['schemas']['Evento'];
export type ParametroValor = General['schemas']['ParametroValor'];
export type Arquivo = General['schemas']['Arquivo'];
export type Estado = CoverageAreas['schemas']['Estado'];
export type Municipio = CoverageAreas['schemas']['Municipio'];
export type AreaInfluencia = CoverageAreas['schemas']['AreaInfluencia'];
export type AreaInfluenciaDados = CoverageAreas['schemas']['AreaInfluenciaDados'];
export type RegiaoOperacional = CoverageAreas['schemas']['RegiaoOperacional'];
export type RegiaoOperacionalDados = CoverageAreas['schemas']['RegiaoOperacionalDados'];
export type Concessionaria = Business['schemas']['Concessionaria'];
export type ConcessionariaDados = Business['schemas']['ConcessionariaDados'];
export type GrupoEmpresa = Business['schemas']['GrupoEmpresa'];
export type GrupoEconomico = Business['schemas']['GrupoEconomico'];
export type Fabricante = Vehicles['schemas']['Fabricante'];
export type Modelo = Vehicles['schemas']['Modelo'];
export type Segmento = Vehicles['schemas']['Segmento'];
export type Nomenclatura = Vehicles['schemas']['Nomenclatura'];
export type Importacao = Registration['schemas']['Importacao'];
export type Cobranca = Registration['schemas']['Cobranca'];
export type RelatorioDefinicao = Registration['schemas']['RelatorioDefinicao'];
export type RelatorioResultado = Registration['schemas']['RelatorioResultado'];
export type ValidacaoMarca = BrandValidation['schemas']['ValidacaoMarca'];
/** The portal's runtime configuration (`/config.json`). */
export type RuntimeConfig = Platform['schemas']['RuntimeConfig'];
export type TenantConfig = Platform['schemas']['TenantConfig'];
