// Who sees which file of the archive (product rules §7 GerenciadorArquivo; enforced here, the portal only
// hides): a category belongs to the screen that makes its files, so seeing the file needs
// `manage` on that screen's event; `Outro` files (plain uploads) are their owner's; an admin
// profile sees everything.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import { arquivo, categoriasArquivo, type CategoriaArquivo } from '../db/schema-files.js';

/** Event codes (lowercased, as abilities hold them) whose `manage` opens a category. */
const resourcesOf: Record<CategoriaArquivo, readonly string[]> = {
  ImportacaoEmplacamento: ['emp_importacaoemplacamento'],
  ImportacaoFaturamento: ['emp_importacaofaturamento'],
  ValidacaoMarca: ['emp_validacaomarca'],
  CartaCobranca: ['emp_efetivacaofaturamento'],
  // An import's error report comes from either import screen.
  RelatorioErros: ['emp_importacaoemplacamento', 'emp_importacaofaturamento'],
  // Nobody gets `Outro` through an event: only the owner (or an admin).
  Outro: [],
};

type Viewer = Pick<Session, 'can' | 'perfil' | 'usuario'>;

/** The categories whose every file the user may see. */
export const openCategories = (viewer: Viewer): CategoriaArquivo[] =>
  categoriasArquivo.filter((c) => resourcesOf[c].some((r) => viewer.can('manage', r)));

/** Whether the user may see (download, remove) one file. */
export function maySee(
  viewer: Viewer,
  file: { categoria: CategoriaArquivo; usuarioId: number | null },
): boolean {
  if (viewer.perfil.ehAdmin) return true;
  if (file.categoria === 'Outro') return file.usuarioId === viewer.usuario.id;
  return openCategories(viewer).includes(file.categoria);
}

/** The same rule as a condition on `arquivo` (undefined: no restriction). */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.perfil.ehAdmin) return undefined;
  const own = and(eq(arquivo.categoria, 'Outro'), eq(arquivo.usuarioId, viewer.usuario.id));
  const open = openCategories(viewer);
  return open.length === 0 ? own : or(inArray(arquivo.categoria, open), own);
}
