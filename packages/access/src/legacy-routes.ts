/**
 * Route constants of the older vehicle-trading vocabulary (§2, last paragraph). They are labels
 * and links kept for the other association apps that share this vocabulary; the portal does not
 * route them (they are not in the route table).
 */
export const LEGACY_TRADING_ROUTES = Object.freeze({
  login: '/login',
  forgotPassword: '/esqueci-minha-senha',
  register: '/cadastro',
  /** Default landing path of the trading apps. */
  defaultLanding: '/dashboard',
  vehicles: {
    showroom: '/veiculos/showroom',
    repasse: '/veiculos/repasse',
    view: '/veiculos/visualizar/:veiculoId',
    createOffer: '/veiculos/criar-oferta',
  },
  business: {
    purchases: '/negocios/compras',
    sales: '/negocios/vendas',
    favourites: '/negocios/favoritos',
    manageOffers: '/negocios/gerenciar-ofertas',
    viewOffer: '/negocios/oferta/:ofertaId',
  },
  reports: {
    appraisalTypes: '/relatorios/tipos-avaliacao',
    captacao: '/relatorios/captacao',
    deskTime: '/relatorios/tempo-de-mesa',
    valuation: '/relatorios/avaliacao',
    sales: '/relatorios/vendas',
    generalVehicles: '/relatorios/veiculos-geral',
  },
  administrativeSettings: {
    users: '/configuracoes/usuarios',
    companies: '/configuracoes/empresas',
    stores: '/configuracoes/lojas',
    parameters: '/configuracoes/parametros',
    alertPreference: '/configuracoes/preferencia-alertas',
    authorizeGroup: '/configuracoes/autorizar-grupo',
    manageGroups: '/configuracoes/gerenciar-grupos',
    events: '/configuracoes/eventos',
    cancelDiscardReasons: '/configuracoes/motivos-cancelamento-descarte',
    closeAccount: '/configuracoes/encerrar-conta',
    groupings: '/configuracoes/agrupamentos',
    dePara: '/configuracoes/de-para',
    appraisalType: '/configuracoes/tipo-avaliacao',
    editAccess: '/configuracoes/editar-acesso/:id',
  },
} as const);

/** Fills a legacy path's `:name` parameters (`view` with `{ veiculoId: '7' }` → `/veiculos/visualizar/7`). */
export function legacyPath(
  template: string,
  params: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
