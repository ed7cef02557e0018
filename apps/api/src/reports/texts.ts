// Titles of the reports and of their columns in the request's language: the definitions name a
// column by its key, and the answer (and the exported file's header) carries its title, so the
// page, the CSV and the XLSX say the same words.
import type { ServerLocale } from '../http/messages/index.js';

const columns = {
  marca: ['Marca', 'Brand', 'Marque', 'Marke'],
  quantidade: ['Emplacamentos', 'Registrations', 'Immatriculations', 'Zulassungen'],
  participacao: ['Participação', 'Share', 'Part de marché', 'Marktanteil'],
  mesAnterior: [
    'Mesmos dias do mês anterior',
    'Same days last month',
    'Mêmes jours du mois précédent',
    'Gleiche Tage im Vormonat',
  ],
  variacaoMes: [
    'Variação no mês',
    'Change on month',
    'Variation sur le mois',
    'Veränderung zum Monat',
  ],
  anoAnterior: [
    'Mesmos dias do ano anterior',
    'Same days last year',
    'Mêmes jours de l’année précédente',
    'Gleiche Tage im Vorjahr',
  ],
  variacaoAno: [
    'Variação no ano',
    'Change on year',
    'Variation sur l’année',
    'Veränderung zum Jahr',
  ],
  total: ['Total', 'Total', 'Total', 'Gesamt'],
  posicao: ['Posição', 'Rank', 'Rang', 'Rang'],
  posicaoAnterior: [
    'Posição no ano anterior',
    'Rank last year',
    'Rang l’année précédente',
    'Rang im Vorjahr',
  ],
  variacaoPosicao: ['Mudança de posição', 'Rank change', 'Évolution du rang', 'Rangänderung'],
  mes: ['Mês', 'Month', 'Mois', 'Monat'],
  vendaDireta: ['Venda direta', 'Direct sale', 'Vente directe', 'Direktverkauf'],
  varejo: ['Varejo', 'Retail', 'Détail', 'Einzelhandel'],
  percentualVendaDireta: ['% venda direta', '% direct sale', '% vente directe', '% Direktverkauf'],
  proprio: ['Marca própria', 'Own brand', 'Marque propre', 'Eigene Marke'],
  modelo: ['Modelo', 'Model', 'Modèle', 'Modell'],
  concessionaria: ['Concessionária', 'Dealership', 'Concession', 'Autohaus'],
  municipio: ['Cidade', 'City', 'Ville', 'Stadt'],
  uf: ['UF', 'State', 'État', 'Bundesstaat'],
  areaInfluencia: ['Área de influência', 'Influence area', 'Zone d’influence', 'Einzugsgebiet'],
  regiao: ['Região operacional', 'Operational region', 'Région opérationnelle', 'Betriebsregion'],
  segmento: ['Segmento', 'Segment', 'Segment', 'Segment'],
  todas: ['Todas as marcas', 'All brands', 'Toutes les marques', 'Alle Marken'],
  participacaoPropria: [
    'Participação da marca própria',
    'Own brand share',
    'Part de la marque propre',
    'Anteil der eigenen Marke',
  ],
  naoInformado: ['Não informado', 'Not given', 'Non renseigné', 'Nicht angegeben'],
  participacaoAnterior: [
    'Participação no ano anterior',
    'Share last year',
    'Part l’année précédente',
    'Anteil im Vorjahr',
  ],
  variacaoParticipacao: [
    'Variação (p.p.)',
    'Change (pp)',
    'Variation (points)',
    'Veränderung (Prozentpunkte)',
  ],
  estado: ['Estado', 'State name', 'Nom de l’État', 'Name des Bundesstaats'],
  dias: ['Dias úteis', 'Business days', 'Jours ouvrés', 'Werktage'],
  mediaDiaria: [
    'Média diária (todas as marcas)',
    'Daily average (all brands)',
    'Moyenne quotidienne (toutes marques)',
    'Tagesdurchschnitt (alle Marken)',
  ],
  mediaDiariaPropria: [
    'Média diária da marca própria',
    'Own brand daily average',
    'Moyenne quotidienne de la marque propre',
    'Tagesdurchschnitt der eigenen Marke',
  ],
  capital: ['Capital', 'Capital', 'Capitale', 'Hauptstadt'],
  nivel: ['Nível', 'Level', 'Niveau', 'Ebene'],
  nivelRegiao: ['Região', 'Region', 'Région', 'Region'],
  nivelArea: ['Área', 'Area', 'Zone', 'Gebiet'],
  nivelMunicipio: ['Cidade', 'City', 'Ville', 'Stadt'],
  // The access reports (HistoricoAcesso, AcessoUsuario, AcessoGrupo, AcessoRelatorio).
  acessadoEm: ['Data e hora', 'Date and time', 'Date et heure', 'Datum und Uhrzeit'],
  usuario: ['Usuário', 'User', 'Utilisateur', 'Benutzer'],
  login: ['Login', 'Login', 'Identifiant', 'Anmeldename'],
  perfil: ['Perfil', 'Profile', 'Profil', 'Profil'],
  grupoEmpresa: ['Grupo empresa', 'Business group', 'Groupe d’entreprises', 'Unternehmensgruppe'],
  acesso: ['Acesso', 'Access', 'Accès', 'Zugriff'],
  relatorio: ['Relatório', 'Report', 'Rapport', 'Bericht'],
  acessos: ['Relatórios abertos', 'Reports opened', 'Rapports ouverts', 'Geöffnete Berichte'],
  entradas: ['Entradas no portal', 'Sign-ins', 'Connexions', 'Anmeldungen'],
  usuarios: ['Usuários', 'Users', 'Utilisateurs', 'Benutzer'],
  ultimoAcesso: ['Último acesso', 'Last access', 'Dernier accès', 'Letzter Zugriff'],
  entradaPortal: ['Entrada no portal', 'Sign-in', 'Connexion', 'Anmeldung'],
  // The vehicle reports (InformacaoVeiculo, DuploEmplacamento, Invasao).
  dataEmplacamento: [
    'Data do emplacamento',
    'Registration date',
    'Date d’immatriculation',
    'Zulassungsdatum',
  ],
  placa: ['Placa', 'Plate', 'Plaque', 'Kennzeichen'],
  chassi: ['Chassi', 'Chassis', 'Châssis', 'Fahrgestellnummer'],
  renavam: ['RENAVAM', 'RENAVAM', 'RENAVAM', 'RENAVAM'],
  versao: ['Versão', 'Version', 'Version', 'Version'],
  anos: [
    'Ano fabricação/modelo',
    'Manufacture/model year',
    'Année fabrication/modèle',
    'Baujahr/Modelljahr',
  ],
  combustivel: ['Combustível', 'Fuel', 'Carburant', 'Kraftstoff'],
  cor: ['Cor', 'Colour', 'Couleur', 'Farbe'],
  tipoVenda: ['Tipo de venda', 'Sale type', 'Type de vente', 'Verkaufsart'],
  // The dynamic table (EmplacamentoPivotGrid): its year dimension and its subtotal rows.
  ano: ['Ano', 'Year', 'Année', 'Jahr'],
  subtotal: ['Subtotal', 'Subtotal', 'Sous-total', 'Zwischensumme'],
  registros: [
    'Emplacamentos do chassi',
    'Registrations of the chassis',
    'Immatriculations du châssis',
    'Zulassungen des Fahrgestells',
  ],
  areaPropria: [
    'Área da concessionária',
    'Dealership’s area',
    'Zone de la concession',
    'Gebiet des Autohauses',
  ],
  areaInvadida: ['Área invadida', 'Area invaded', 'Zone envahie', 'Betretenes Gebiet'],
  // The billing reports (RelatorioDeFaturamentos, FaturamentoDVR, FaturamentoDVE, FaturamentoConsolidado).
  tipoNota: ['Tipo de nota', 'Invoice type', 'Type de facture', 'Rechnungsart'],
  veiculos: ['Veículos', 'Vehicles', 'Véhicules', 'Fahrzeuge'],
  valor: ['Valor', 'Amount', 'Montant', 'Betrag'],
  veiculosDVR: ['Veículos DVR', 'DVR vehicles', 'Véhicules DVR', 'DVR-Fahrzeuge'],
  valorDVR: ['Valor DVR', 'DVR amount', 'Montant DVR', 'DVR-Betrag'],
  veiculosDVE: ['Veículos DVE', 'DVE vehicles', 'Véhicules DVE', 'DVE-Fahrzeuge'],
  valorDVE: ['Valor DVE', 'DVE amount', 'Montant DVE', 'DVE-Betrag'],
  veiculosTotal: ['Total de veículos', 'Total vehicles', 'Total des véhicules', 'Fahrzeuge gesamt'],
  valorTotal: ['Valor total', 'Total amount', 'Montant total', 'Gesamtbetrag'],
} as const;

const reports = {
  EmplacamentoPivotGrid: ['Tabela dinâmica', 'Dynamic table', 'Tableau croisé', 'Pivot-Tabelle'],
  Marca: [
    'Emplacamentos por marca',
    'Registrations by brand',
    'Immatriculations par marque',
    'Zulassungen nach Marke',
  ],
  BoletimDiario: ['Boletim diário', 'Daily bulletin', 'Bulletin quotidien', 'Tagesbericht'],
  MarcaMes: [
    'Por marca nos últimos 12 meses',
    'By brand, last 12 months',
    'Par marque, 12 derniers mois',
    'Nach Marke, letzte 12 Monate',
  ],
  MarcaAno: [
    'Por marca ano a ano',
    'By brand, year by year',
    'Par marque, année par année',
    'Nach Marke, Jahr für Jahr',
  ],
  RankingMarca: [
    'Ranking anual de marcas',
    'Annual brand ranking',
    'Classement annuel des marques',
    'Jährliches Markenranking',
  ],
  TipoVenda: [
    'Gráfico por tipo de venda',
    'Sales type chart',
    'Graphique par type de vente',
    'Diagramm nach Verkaufsart',
  ],
  MarketShareMes: [
    'Market share dos últimos 13 meses',
    'Market share, last 13 months',
    'Part de marché des 13 derniers mois',
    'Marktanteil der letzten 13 Monate',
  ],
  Concessionaria: [
    'Da sua concessionária',
    'From your dealership',
    'De votre concession',
    'Ihres Autohauses',
  ],
  ModeloMes: [
    'Por modelo mês a mês',
    'By model, month by month',
    'Par modèle, mois par mois',
    'Nach Modell, Monat für Monat',
  ],
  ModeloAno: [
    'Por modelo ano a ano',
    'By model, year by year',
    'Par modèle, année par année',
    'Nach Modell, Jahr für Jahr',
  ],
  RankingModelo: ['Ranking de modelos', 'Model ranking', 'Classement des modèles', 'Modellranking'],
  RankingConcessionaria: [
    'Ranking de concessionárias',
    'Dealership ranking',
    'Classement des concessions',
    'Autohausranking',
  ],
  RankingCidade: ['Ranking de cidades', 'City ranking', 'Classement des villes', 'Städteranking'],
  Regiao: ['Por regiões', 'By region', 'Par région', 'Nach Region'],
  AreaInfluencia: [
    'Por área de influência',
    'By influence area',
    'Par zone d’influence',
    'Nach Einzugsgebiet',
  ],
  CidadeConcessionaria: [
    'Por cidade da concessionária',
    'By city of the dealership',
    'Par ville de la concession',
    'Nach Stadt des Autohauses',
  ],
  SegmentoAcumulado: [
    'Segmento acumulado',
    'Segment, year to date',
    'Segment, cumul annuel',
    'Segment, seit Jahresbeginn',
  ],
  SegmentoMes: ['Segmento por mês', 'Segment by month', 'Segment par mois', 'Segment nach Monat'],
  MarketShare: ['Market share', 'Market share', 'Part de marché', 'Marktanteil'],
  MarketShareRegional: [
    'Market share regional',
    'Regional market share',
    'Part de marché régionale',
    'Regionaler Marktanteil',
  ],
  ComparativoMontadoras: [
    'Comparativo de montadoras',
    'Manufacturer comparison',
    'Comparatif des constructeurs',
    'Herstellervergleich',
  ],
  MarketShareMediaDiaria: [
    'Market share pela média diária',
    'Market share by daily average',
    'Part de marché en moyenne journalière',
    'Marktanteil nach Tagesdurchschnitt',
  ],
  CapitalAno: [
    'Capitais por ano',
    'State capitals by year',
    'Capitales par année',
    'Hauptstädte nach Jahr',
  ],
  CapitalMes: [
    'Capitais por mês',
    'State capitals by month',
    'Capitales par mois',
    'Hauptstädte nach Monat',
  ],
  CapitalMarca: [
    'Capitais por marca',
    'State capitals by brand',
    'Capitales par marque',
    'Hauptstädte nach Marke',
  ],
  RegiaoAreaMunicipio: [
    'Regiões, áreas e cidades',
    'Regions, areas and cities',
    'Régions, zones et villes',
    'Regionen, Gebiete und Städte',
  ],
  HistoricoAcesso: [
    'Histórico de acesso',
    'Access history',
    'Historique des accès',
    'Zugriffsverlauf',
  ],
  AcessoUsuario: [
    'Acessos por usuário',
    'Accesses by user',
    'Accès par utilisateur',
    'Zugriffe nach Benutzer',
  ],
  AcessoGrupo: [
    'Acessos por grupo empresa',
    'Accesses by business group',
    'Accès par groupe d’entreprises',
    'Zugriffe nach Unternehmensgruppe',
  ],
  InformacaoVeiculo: [
    'Informações do veículo',
    'Vehicle information',
    'Informations sur le véhicule',
    'Fahrzeuginformationen',
  ],
  DuploEmplacamento: [
    'Duplo emplacamento',
    'Duplicate registrations',
    'Double immatriculation',
    'Doppelzulassungen',
  ],
  Invasao: ['Invasão', 'Invasion', 'Invasion', 'Gebietsverletzung'],
  AcessoRelatorio: [
    'Acessos por relatório',
    'Accesses by report',
    'Accès par rapport',
    'Zugriffe nach Bericht',
  ],
  RelatorioDeFaturamentos: [
    'Relatório de faturamentos',
    'Billing report',
    'Rapport de facturation',
    'Abrechnungsbericht',
  ],
  FaturamentoDVR: ['Faturamento DVR', 'DVR invoicing', 'Facturation DVR', 'DVR-Abrechnung'],
  FaturamentoDVE: ['Faturamento DVE', 'DVE invoicing', 'Facturation DVE', 'DVE-Abrechnung'],
  FaturamentoConsolidado: [
    'Faturamento consolidado',
    'Consolidated invoicing',
    'Facturation consolidée',
    'Konsolidierte Abrechnung',
  ],
} as const;

const ORDER: readonly ServerLocale[] = ['pt-BR', 'en', 'fr', 'de'];

/** A column key with a fixed title. */
export type ColumnKey = keyof typeof columns;
/** A report with a title. */
export type ReportName = keyof typeof reports;

/** The title of a column in `locale`. */
export const columnTitle = (key: ColumnKey, locale: ServerLocale): string =>
  columns[key][ORDER.indexOf(locale)] ?? columns[key][0];

/** Whether `name` is the embed name of a report with a title. */
export const isReportName = (name: string): name is ReportName => Object.hasOwn(reports, name);

/** The title of a report in `locale`. */
export const reportTitle = (name: ReportName, locale: ServerLocale): string =>
  reports[name][ORDER.indexOf(locale)] ?? reports[name][0];

/**
 * Compares two texts in Brazilian order. One collator for every comparison: `localeCompare` with
 * a locale builds one per call, three times slower when a run sorts thousands of rows.
 */
export const compareText = new Intl.Collator('pt-BR').compare;

/** One month formatter per language: building one costs far more than formatting with it. */
const monthFormats = new Map<ServerLocale, Intl.DateTimeFormat>();

/** A month (yyyy-MM) as its column title: "jun. de 2025", "Jun 2025", … */
export const monthTitle = (month: string, locale: ServerLocale): string => {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${month}-01T12:00:00Z`));
};
