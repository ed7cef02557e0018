/**
 * The design system's own texts (ADR 0031): pt-BR by default, en, fr and de shipped here so the
 * components read well in every locale without the app wiring anything. An app may replace any
 * of them through `UiProvider`'s `messages`; each component also takes the text as a prop.
 */
export interface UiMessages {
  loading: string;
  close: string;
  cancel: string;
  confirm: string;
  scrollToTop: string;
  toggleMenu: string;
  mainNavigation: string;
  /** The skip link, first stop of the Tab key. */
  skipToContent: string;
  openMenu: string;
  closeMenu: string;
  collapseMenu: string;
  expandMenu: string;
  /** The command palette's field and its empty result. */
  commandSearch: string;
  commandEmpty: string;
  breadcrumbs: string;
  notifications: string;
  search: string;
  clear: string;
  empty: string;
  /** A Select's placeholder before a choice. */
  choose: string;
  previousPage: string;
  nextPage: string;
  pagination: string;
  /** `{page}` and `{total}` are replaced. */
  pageOf: string;
  rowsPerPage: string;
  columns: string;
  /** Between the two dates of a range. */
  rangeSeparator: string;
  dropFiles: string;
  browseFiles: string;
  removeFile: string;
  status: { Ativo: string; Inativo: string; Processando: string };
  iconSearch: string;
  /** `{count}` is replaced. */
  iconCount: string;
  /** The count when it is one. */
  iconCountOne: string;
}

/** Supported locales of the portal. */
export const uiLocales = ['pt-BR', 'en', 'fr', 'de'] as const;
/** One of {@link uiLocales}. */
export type UiLocale = (typeof uiLocales)[number];

export const ptBR: UiMessages = {
  loading: 'Carregando',
  close: 'Fechar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  scrollToTop: 'Voltar ao topo',
  toggleMenu: 'Alternar menu',
  mainNavigation: 'Navegação principal',
  skipToContent: 'Pular para o conteúdo',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  collapseMenu: 'Recolher menu',
  expandMenu: 'Expandir menu',
  commandSearch: 'Ir para uma página',
  commandEmpty: 'Nenhuma página encontrada',
  breadcrumbs: 'Trilha de navegação',
  notifications: 'Notificações',
  search: 'Pesquisar',
  clear: 'Limpar',
  empty: 'Nenhum registro encontrado',
  choose: 'Selecione',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  pagination: 'Paginação',
  pageOf: 'Página {page} de {total}',
  rowsPerPage: 'Linhas por página',
  columns: 'Colunas',
  rangeSeparator: ' até ',
  dropFiles: 'Arraste os arquivos para cá',
  browseFiles: 'Selecionar arquivos',
  removeFile: 'Remover',
  status: { Ativo: 'Ativo', Inativo: 'Inativo', Processando: 'Processando' },
  iconSearch: 'Buscar ícone',
  iconCount: '{count} ícones',
  iconCountOne: '1 ícone',
};

const en: UiMessages = {
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  scrollToTop: 'Back to top',
  toggleMenu: 'Toggle menu',
  mainNavigation: 'Main navigation',
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  commandSearch: 'Go to a page',
  commandEmpty: 'No page found',
  breadcrumbs: 'Breadcrumbs',
  notifications: 'Notifications',
  search: 'Search',
  clear: 'Clear',
  empty: 'No records found',
  choose: 'Select',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pagination: 'Pagination',
  pageOf: 'Page {page} of {total}',
  rowsPerPage: 'Rows per page',
  columns: 'Columns',
  rangeSeparator: ' to ',
  dropFiles: 'Drag files here',
  browseFiles: 'Choose files',
  removeFile: 'Remove',
  status: { Ativo: 'Active', Inativo: 'Inactive', Processando: 'Processing' },
  iconSearch: 'Search icons',
  iconCount: '{count} icons',
  iconCountOne: '1 icon',
};

const fr: UiMessages = {
  loading: 'Chargement',
  close: 'Fermer',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  scrollToTop: 'Retour en haut',
  toggleMenu: 'Afficher ou masquer le menu',
  mainNavigation: 'Navigation principale',
  skipToContent: 'Aller au contenu',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  collapseMenu: 'Réduire le menu',
  expandMenu: 'Déplier le menu',
  commandSearch: 'Aller à une page',
  commandEmpty: 'Aucune page trouvée',
  breadcrumbs: "Fil d'Ariane",
  notifications: 'Notifications',
  search: 'Rechercher',
  clear: 'Effacer',
  empty: 'Aucun enregistrement trouvé',
  choose: 'Sélectionner',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pagination: 'Pagination',
  pageOf: 'Page {page} sur {total}',
  rowsPerPage: 'Lignes par page',
  columns: 'Colonnes',
  rangeSeparator: ' au ',
  dropFiles: 'Déposez les fichiers ici',
  browseFiles: 'Choisir des fichiers',
  removeFile: 'Retirer',
  status: { Ativo: 'Actif', Inativo: 'Inactif', Processando: 'En cours' },
  iconSearch: 'Rechercher une icône',
  iconCount: '{count} icônes',
  iconCountOne: '1 icône',
};

const de: UiMessages = {
  loading: 'Wird geladen',
  close: 'Schließen',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  scrollToTop: 'Nach oben',
  toggleMenu: 'Menü ein-/ausblenden',
  mainNavigation: 'Hauptnavigation',
  skipToContent: 'Zum Inhalt springen',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  collapseMenu: 'Menü einklappen',
  expandMenu: 'Menü ausklappen',
  commandSearch: 'Zu einer Seite springen',
  commandEmpty: 'Keine Seite gefunden',
  breadcrumbs: 'Brotkrumennavigation',
  notifications: 'Benachrichtigungen',
  search: 'Suchen',
  clear: 'Leeren',
  empty: 'Keine Einträge gefunden',
  choose: 'Auswählen',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  pagination: 'Seitennavigation',
  pageOf: 'Seite {page} von {total}',
  rowsPerPage: 'Zeilen pro Seite',
  columns: 'Spalten',
  rangeSeparator: ' bis ',
  dropFiles: 'Dateien hierher ziehen',
  browseFiles: 'Dateien auswählen',
  removeFile: 'Entfernen',
  status: { Ativo: 'Aktiv', Inativo: 'Inaktiv', Processando: 'In Bearbeitung' },
  iconSearch: 'Symbole suchen',
  iconCount: '{count} Symbole',
  iconCountOne: '1 Symbol',
};

/** The built-in dictionaries, by locale. */
export const uiMessages: Record<UiLocale, UiMessages> = { 'pt-BR': ptBR, en, fr, de };

/** Replaces `{name}` placeholders in a message. */
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
