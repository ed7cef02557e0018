// Messages of the imports (error report lines, failure reasons) in the four
// languages of the portal. Rows store a message code, so one report reads in the language of
// whoever downloads it; the document rules reuse the validators' own catalogues.
import { catalogs, type Locale } from '@emplacamento/validators';

/** The codes a row error or an import failure may carry. */
export type CodigoMensagem =
  | 'obrigatorio'
  | 'data'
  | 'chassi'
  | 'placa'
  | 'renavam'
  | 'cnpj'
  | 'ano'
  | 'ano_modelo'
  | 'municipio'
  | 'fabricante'
  | 'tipo_venda'
  | 'texto_longo'
  | 'duplicado_arquivo'
  | 'duplicado_base'
  | 'colunas_faltando'
  | 'arquivo_ilegivel'
  | 'arquivo_binario'
  | 'xlsx_grande_demais'
  | 'xlsx_celula_longa'
  | 'tempo_esgotado'
  | 'sem_linhas_validas'
  | 'arquivo_vazio'
  | 'falha_interna'
  | 'empresa'
  | 'empresa_divergente'
  | 'mes'
  | 'ano_faturamento'
  | 'tipo_nota'
  | 'quantidade'
  | 'valor'
  | 'duplicado_faturamento'
  | 'mes_efetivado';

type Own = Exclude<CodigoMensagem, 'chassi' | 'placa' | 'renavam' | 'cnpj'>;

const own: Record<'pt-BR' | 'en' | 'fr' | 'de', Record<Own, string>> = {
  'pt-BR': {
    obrigatorio: 'O campo {coluna} precisa ser informado',
    data: 'Insira uma data válida (dd/MM/aaaa) no campo {coluna}',
    ano: 'O ano deve estar entre 1950 e {max}',
    ano_modelo: 'O ano do modelo deve ser o ano de fabricação ou o seguinte',
    municipio: 'Município não encontrado pelo código IBGE',
    fabricante: 'Fabricante não cadastrado',
    tipo_venda: 'O tipo de venda deve ser VAREJO ou VENDA_DIRETA',
    texto_longo: 'O campo {coluna} não deve ter mais que {max} caracteres',
    duplicado_arquivo: 'Chassi repetido no arquivo com a mesma data (linha {linha})',
    duplicado_base: 'Este chassi já tem emplacamento nesta data',
    colunas_faltando: 'Colunas obrigatórias ausentes no cabeçalho: {colunas}',
    arquivo_ilegivel: 'O arquivo não pôde ser lido como CSV ou XLSX',
    arquivo_binario: 'O arquivo não é um CSV nem um XLSX (contém bytes nulos)',
    xlsx_grande_demais: 'O XLSX é maior, descompactado, do que o leitor aceita ({max} bytes)',
    xlsx_celula_longa: 'O XLSX tem uma célula com mais de {max} caracteres',
    tempo_esgotado:
      'O processamento passou de {minutos} minutos e foi interrompido: nada foi gravado',
    sem_linhas_validas: 'Nenhuma linha válida: nada foi importado',
    arquivo_vazio: 'O arquivo não tem linhas de dados',
    falha_interna: 'A importação falhou por um erro interno',
    empresa: 'Concessionária não encontrada pelo código de faturamento ou CNPJ',
    empresa_divergente: 'O código de faturamento e o CNPJ são de concessionárias diferentes',
    mes: 'O mês deve estar entre 1 e 12',
    ano_faturamento: 'O ano deve estar entre 2000 e {max}',
    tipo_nota: 'O tipo de nota deve ser DVR ou DVE',
    quantidade: 'A quantidade de veículos deve ser um número inteiro de 0 ou mais',
    valor: 'Insira um valor em reais válido (ex.: 1.234,56)',
    duplicado_faturamento:
      'Concessionária, mês e tipo de nota repetidos no arquivo (linha {linha})',
    mes_efetivado: 'O mês {mes} já foi efetivado: seus faturamentos não podem mudar',
  },
  en: {
    obrigatorio: 'The {coluna} field is required',
    data: 'Enter a valid date (dd/MM/yyyy) in the {coluna} field',
    ano: 'The year must be between 1950 and {max}',
    ano_modelo: 'The model year must be the manufacturing year or the next one',
    municipio: 'No municipality has this IBGE code',
    fabricante: 'Unknown manufacturer',
    tipo_venda: 'The sale type must be VAREJO or VENDA_DIRETA',
    texto_longo: 'The {coluna} field must not be longer than {max} characters',
    duplicado_arquivo: 'Chassis repeated in the file with the same date (row {linha})',
    duplicado_base: 'This chassis is already registered on this date',
    colunas_faltando: 'Required columns missing from the header: {colunas}',
    arquivo_ilegivel: 'The file could not be read as CSV or XLSX',
    arquivo_binario: 'The file is not a CSV or XLSX file (it holds NUL bytes)',
    xlsx_grande_demais: 'The XLSX is larger than the reader takes once uncompressed ({max} bytes)',
    xlsx_celula_longa: 'The XLSX has a cell longer than {max} characters',
    tempo_esgotado: 'The processing ran past {minutos} minutes and was stopped: nothing was saved',
    sem_linhas_validas: 'No valid row: nothing was imported',
    arquivo_vazio: 'The file has no data rows',
    falha_interna: 'The import failed because of an internal error',
    empresa: 'No dealership has this billing code or CNPJ',
    empresa_divergente: 'The billing code and the CNPJ belong to different dealerships',
    mes: 'The month must be between 1 and 12',
    ano_faturamento: 'The year must be between 2000 and {max}',
    tipo_nota: 'The invoice type must be DVR or DVE',
    quantidade: 'The vehicle count must be a whole number of 0 or more',
    valor: 'Enter a valid amount in reais (e.g. 1.234,56)',
    duplicado_faturamento: 'Dealership, month and invoice type repeated in the file (row {linha})',
    mes_efetivado: 'Month {mes} is already closed: its billings cannot change',
  },
  fr: {
    obrigatorio: 'Le champ {coluna} est obligatoire',
    data: 'Saisissez une date valide (jj/MM/aaaa) dans le champ {coluna}',
    ano: "L'année doit être comprise entre 1950 et {max}",
    ano_modelo: "L'année du modèle doit être l'année de fabrication ou la suivante",
    municipio: "Aucune commune n'a ce code IBGE",
    fabricante: 'Constructeur inconnu',
    tipo_venda: 'Le type de vente doit être VAREJO ou VENDA_DIRETA',
    texto_longo: 'Le champ {coluna} ne doit pas dépasser {max} caractères',
    duplicado_arquivo: 'Châssis répété dans le fichier à la même date (ligne {linha})',
    duplicado_base: 'Ce châssis est déjà immatriculé à cette date',
    colunas_faltando: "Colonnes obligatoires absentes de l'en-tête : {colunas}",
    arquivo_ilegivel: "Le fichier n'a pas pu être lu comme CSV ou XLSX",
    arquivo_binario: "Le fichier n'est ni un CSV ni un XLSX (il contient des octets nuls)",
    xlsx_grande_demais: 'Le XLSX décompressé dépasse ce que le lecteur accepte ({max} octets)',
    xlsx_celula_longa: 'Le XLSX a une cellule de plus de {max} caractères',
    tempo_esgotado:
      "Le traitement a dépassé {minutos} minutes et a été arrêté : rien n'a été enregistré",
    sem_linhas_validas: "Aucune ligne valide : rien n'a été importé",
    arquivo_vazio: "Le fichier n'a aucune ligne de données",
    falha_interna: "L'importation a échoué à cause d'une erreur interne",
    empresa: "Aucun concessionnaire n'a ce code de facturation ou ce CNPJ",
    empresa_divergente: 'Le code de facturation et le CNPJ sont de concessionnaires différents',
    mes: 'Le mois doit être compris entre 1 et 12',
    ano_faturamento: "L'année doit être comprise entre 2000 et {max}",
    tipo_nota: 'Le type de facture doit être DVR ou DVE',
    quantidade: 'Le nombre de véhicules doit être un entier positif ou nul',
    valor: 'Saisissez un montant en reais valide (ex. : 1.234,56)',
    duplicado_faturamento:
      'Concessionnaire, mois et type de facture répétés dans le fichier (ligne {linha})',
    mes_efetivado: 'Le mois {mes} est déjà clôturé : ses facturations ne peuvent plus changer',
  },
  de: {
    obrigatorio: 'Das Feld {coluna} muss ausgefüllt werden',
    data: 'Geben Sie im Feld {coluna} ein gültiges Datum (TT/MM/JJJJ) ein',
    ano: 'Das Jahr muss zwischen 1950 und {max} liegen',
    ano_modelo: 'Das Modelljahr muss das Baujahr oder das folgende Jahr sein',
    municipio: 'Keine Gemeinde hat diesen IBGE-Code',
    fabricante: 'Unbekannter Hersteller',
    tipo_venda: 'Die Verkaufsart muss VAREJO oder VENDA_DIRETA sein',
    texto_longo: 'Das Feld {coluna} darf höchstens {max} Zeichen lang sein',
    duplicado_arquivo:
      'Fahrgestellnummer in der Datei mit demselben Datum wiederholt (Zeile {linha})',
    duplicado_base: 'Diese Fahrgestellnummer ist an diesem Datum bereits zugelassen',
    colunas_faltando: 'Pflichtspalten fehlen in der Kopfzeile: {colunas}',
    arquivo_ilegivel: 'Die Datei konnte nicht als CSV oder XLSX gelesen werden',
    arquivo_binario: 'Die Datei ist weder CSV noch XLSX (sie enthält Nullbytes)',
    xlsx_grande_demais: 'Die XLSX-Datei ist entpackt größer, als der Leser annimmt ({max} Bytes)',
    xlsx_celula_longa: 'Die XLSX-Datei hat eine Zelle mit mehr als {max} Zeichen',
    tempo_esgotado:
      'Die Verarbeitung lief länger als {minutos} Minuten und wurde abgebrochen: nichts wurde gespeichert',
    sem_linhas_validas: 'Keine gültige Zeile: nichts wurde importiert',
    arquivo_vazio: 'Die Datei enthält keine Datenzeilen',
    falha_interna: 'Der Import ist wegen eines internen Fehlers fehlgeschlagen',
    empresa: 'Kein Händler hat diesen Abrechnungscode oder diese CNPJ',
    empresa_divergente: 'Abrechnungscode und CNPJ gehören zu verschiedenen Händlern',
    mes: 'Der Monat muss zwischen 1 und 12 liegen',
    ano_faturamento: 'Das Jahr muss zwischen 2000 und {max} liegen',
    tipo_nota: 'Die Rechnungsart muss DVR oder DVE sein',
    quantidade: 'Die Fahrzeuganzahl muss eine ganze Zahl ab 0 sein',
    valor: 'Geben Sie einen gültigen Betrag in Reais ein (z. B. 1.234,56)',
    duplicado_faturamento:
      'Händler, Monat und Rechnungsart in der Datei wiederholt (Zeile {linha})',
    mes_efetivado:
      'Der Monat {mes} ist bereits abgeschlossen: seine Abrechnungen sind unveränderlich',
  },
};

/**
 * A stored message: the code, then `|`-separated `name=value` parameters
 * (`texto_longo|coluna=cor|max=40`). Values never contain `|` (column names, numbers).
 */
export const encodeMessage = (
  codigo: CodigoMensagem,
  params: Record<string, string | number> = {},
): string =>
  [codigo, ...Object.entries(params).map(([name, value]) => `${name}=${String(value)}`)].join('|');

/** The text of a stored message in `locale`. */
export function renderMessage(stored: string, locale: Locale): string {
  const [codigo = '', ...pairs] = stored.split('|');
  const params = new Map(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  const language = locale === 'pt' ? 'pt-BR' : locale;
  const template =
    codigo === 'chassi' || codigo === 'placa' || codigo === 'renavam' || codigo === 'cnpj'
      ? catalogs[language][codigo]
      : Object.hasOwn(own[language], codigo)
        ? own[language][codigo as Own]
        : own[language].falha_interna;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params.get(name) ?? whole);
}
