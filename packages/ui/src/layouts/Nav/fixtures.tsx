// Menu groups for the layout stories: the portal's main areas, titled and grouped as in the app.
import {
  Building2,
  CalendarRange,
  ChartPie,
  FileChartColumn,
  FileUp,
  LayoutDashboard,
  MapPinned,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';
import type { NavGroup } from './Nav';

export const portalNav: NavGroup[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    icon: <LayoutDashboard size={18} />,
    items: [
      {
        id: 'painel',
        label: 'Dashboard KPI',
        href: '#painel',
        icon: <LayoutDashboard size={18} />,
      },
    ],
  },
  {
    id: 'cadastros',
    label: 'Cadastros',
    icon: <Building2 size={18} />,
    items: [
      {
        id: 'concessionarias',
        label: 'Concessionárias',
        href: '#concessionarias',
        icon: <Building2 size={18} />,
      },
      {
        id: 'regioes',
        label: 'Regiões operacionais',
        href: '#regioes',
        icon: <MapPinned size={18} />,
      },
    ],
  },
  {
    id: 'processos',
    label: 'Processos',
    icon: <FileUp size={18} />,
    items: [
      {
        id: 'importacao',
        label: 'Importar emplacamentos',
        href: '#importacao',
        icon: <FileUp size={18} />,
      },
      {
        id: 'efetivar',
        label: 'Efetivar faturamento',
        href: '#efetivar',
        icon: <CalendarRange size={18} />,
      },
    ],
  },
  {
    id: 'usuarios',
    label: 'Usuários e perfis',
    icon: <Users size={18} />,
    items: [
      { id: 'usuarios', label: 'Usuários', href: '#usuarios', icon: <Users size={18} /> },
      {
        id: 'pendentes',
        label: 'Usuários pendentes de aprovação do cadastro',
        href: '#pendentes',
        icon: <UserPlus size={18} />,
      },
    ],
  },
  {
    id: 'relatorios',
    label: 'Relatórios',
    icon: <FileChartColumn size={18} />,
    items: [
      {
        id: 'marcas',
        label: 'Emplacamentos por marca',
        href: '#marcas',
        icon: <ChartPie size={18} />,
      },
      {
        id: 'ranking',
        label: 'Ranking de concessionárias',
        href: '#ranking',
        icon: <Trophy size={18} />,
      },
    ],
  },
];
