// Menu entries for the layout stories: the portal's main areas (spec section 3).
import { BarChart3, Building2, FileUp, LayoutDashboard, Settings, Users } from 'lucide-react';
import type { NavItem } from './Nav';

export const portalNav: NavItem[] = [
  { id: 'dashboard', label: 'Painel', href: '#dashboard', icon: <LayoutDashboard size={18} /> },
  { id: 'relatorios', label: 'Relatórios', href: '#relatorios', icon: <BarChart3 size={18} /> },
  {
    id: 'concessionarias',
    label: 'Concessionárias',
    href: '#concessionarias',
    icon: <Building2 size={18} />,
  },
  { id: 'importacao', label: 'Importação', href: '#importacao', icon: <FileUp size={18} /> },
  { id: 'usuarios', label: 'Usuários', href: '#usuarios', icon: <Users size={18} /> },
  {
    id: 'configuracoes',
    label: 'Configurações',
    href: '#configuracoes',
    icon: <Settings size={18} />,
  },
];
