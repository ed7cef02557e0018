// Public entry of @emplacamento/validators: explicit named exports only
// (docs/architecture.md: a chosen public surface that bundlers can tree-shake).

// Documents
export { isValidCpf, cpfCheckDigits } from './documents/cpf';
export { isValidCnpj, cnpjCheckDigits } from './documents/cnpj';
export { isValidCpfCnpj, significantLength } from './documents/document';

// Vehicles
export { isValidPlaca, isPlacaMin, placaNumber } from './vehicle/placa';
export { isValidChassi } from './vehicle/chassi';
export { isValidRenavam, renavamCheckDigit } from './vehicle/renavam';

// Contact
export { isValidTelefone } from './contact/telefone';
export { isValidCep } from './contact/cep';
export { isValidEmail } from './contact/email';
export { isValidYoutubeUrl, youtubeId } from './contact/youtube';
export { isValidCoordenadas } from './contact/coordenadas';
export { isValidUrl } from './contact/url';

// Generic rules and dates
export {
  asText,
  hasLength,
  hasMaxLength,
  hasMinLength,
  isAlpha,
  isAlphaSpaces,
  isDecimalMin,
  isDifferent,
  isDigits,
  isFilled,
  isMaxValue,
  isMinValue,
  isNumeric,
  satisfiesRequiredIf,
  toNumber,
} from './generic/rules';
export {
  compareDates,
  DEFAULT_DATE_FORMAT,
  isDateAfter,
  isDateBefore,
  isValidDate,
  parseDate,
  type DateOrderCheck,
  type DateParts,
} from './generic/dates';

// Masks, formatters, parsers
export { applyPattern, onlyAlphanumeric, onlyDigits } from './masks/strip';
export {
  formatCnpj,
  formatCpf,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  parseCnpj,
  parseCpf,
} from './masks/documents';
export {
  formatCep,
  formatTelefone,
  maskCep,
  maskTelefone,
  parseCep,
  parseTelefone,
} from './masks/contact';
export { formatPlaca, maskPlaca, parsePlaca } from './masks/placa';
export {
  applyMask,
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  cpfMask,
  placaMask,
  telefoneMask,
  type MaskedInput,
  type MaskSpec,
} from './masks/spec';

// Messages and the rule registry
export { catalogs, formatMessage, resolveLocale, type Locale } from './messages/index';
export type { MessageCatalog, RuleName } from './messages/types';
export {
  parseRules,
  validate,
  validateAll,
  validateForm,
  type FieldRules,
  type ParsedRule,
  type RuleArg,
  type RuleList,
  type ValidateOptions,
} from './registry';

// Field rules per entity
export {
  dealershipFieldNames,
  dealershipFieldRules,
  dealershipLabels,
  dealershipRules,
  dealershipServerMessage,
  validateDealership,
  type DealershipField,
  type DealershipServerRule,
} from './entities/dealership';
export {
  influenceAreaFieldNames,
  influenceAreaFieldRules,
  influenceAreaLabels,
  influenceAreaRules,
  influenceAreaServerMessage,
  validateInfluenceArea,
  type InfluenceAreaField,
  type InfluenceAreaServerRule,
} from './entities/influence-area';
export {
  businessGroupFieldNames,
  businessGroupFieldRules,
  businessGroupLabels,
  businessGroupRules,
  economicGroupRules,
  validateBusinessGroup,
  validateEconomicGroup,
  type BusinessGroupField,
  type EconomicGroupField,
} from './entities/business-group';
export {
  operationalRegionFieldNames,
  operationalRegionFieldRules,
  operationalRegionLabels,
  operationalRegionRules,
  operationalRegionServerMessage,
  validateOperationalRegion,
  type OperationalRegionField,
  type OperationalRegionServerRule,
} from './entities/operational-region';
export {
  savedViewLabels,
  savedViewRules,
  savedViewServerMessage,
  validateSavedView,
  type SavedViewField,
  type SavedViewServerRule,
} from './entities/saved-view';
export {
  manufacturerRules,
  modelRules,
  segmentRules,
  validateManufacturer,
  validateModel,
  validateSegment,
  vehicleCatalogueLabels,
  vehicleCatalogueServerMessage,
  type ManufacturerField,
  type ModelField,
  type SegmentField,
  type VehicleCatalogueServerRule,
} from './entities/vehicle-catalogue';
export {
  profileFieldNames,
  profileFieldRules,
  profileLabels,
  profileRules,
  profileServerMessage,
  validateProfile,
  type ProfileField,
  type ProfileServerRule,
} from './entities/profile';
export {
  municipalityFieldNames,
  municipalityFieldRules,
  municipalityLabels,
  municipalityRules,
  municipalityServerMessage,
  validateMunicipality,
  type MunicipalityField,
  type MunicipalityServerRule,
} from './entities/municipality';
export {
  userFieldNames,
  userFieldRules,
  userLabels,
  userRules,
  userServerMessage,
  validateUser,
  type UserField,
  type UserRuleOptions,
  type UserScopeField,
  type UserServerRule,
} from './entities/user';
