import type { ReactNode } from 'react';
import {
  ChartLine,
  Database,
  Eye,
  FileChartColumn,
  LayoutDashboard,
  Receipt,
  Users,
  Workflow,
} from 'lucide-react';
import type { MenuGroup } from '@emplacamento/access';

/**
 * One icon per menu group: the vertical menu starts collapsed (§9), where only icons show, so
 * every entry needs one; the entry's name stays for screen readers and the tooltip.
 */
export const menuIcons: Readonly<Record<MenuGroup, ReactNode>> = {
  dashboard: <LayoutDashboard size={18} />,
  cadastros: <Database size={18} />,
  processos: <Workflow size={18} />,
  usuarios: <Users size={18} />,
  relatorios: <FileChartColumn size={18} />,
  'relatorios-acesso': <Eye size={18} />,
  'relatorios-faturamento': <Receipt size={18} />,
  graficos: <ChartLine size={18} />,
};
