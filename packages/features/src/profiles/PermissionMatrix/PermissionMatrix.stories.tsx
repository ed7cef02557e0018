import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { eventos, profileHandlers } from '../../testing/profile-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { PermissionMatrix } from './PermissionMatrix';

/** A user who holds only the administration and report events of the fake catalogue. */
const partialUser = {
  ...loggedUser(),
  ehAdmin: false,
  ability: eventos(1)
    .filter((e) => e.modulo === 'painel-administrativo' || e.modulo === 'relatorios')
    .map((e) => ({ action: 'manage', subject: e.codigo.toLowerCase() })),
};

/** A profile's permission matrix: grouped by module, searchable, select all per module. */
const meta = {
  title: 'Features/Profiles/PermissionMatrix',
  component: PermissionMatrix,
  args: { perfilId: 10, onClose: fn() },
  parameters: { msw: profileHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal
        user={(context.parameters as { user?: typeof partialUser }).user ?? loggedUser()}
      >
        <StoryRouter initialPath="/administrative/settings">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof PermissionMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Permissões de Concessionária Loja';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const shown = async (canvasElement: HTMLElement, name = TITLE) => {
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const EVENTS = '*/Evento/EventosPorPerfil';
const replacingEvents = (handler: ReturnType<typeof http.get>) => [
  handler,
  ...profileHandlers().filter((_, i) => i !== 3),
];

/** The modules with their events; "select all" in a module, then save. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await shown(canvasElement);
    await expect(await within(dialog).findByText('Selecionadas: 2 de 12')).toBeVisible();
    const reports = within(dialog).getByRole('region', { name: 'Relatórios' });
    const all = within(reports).getByRole('checkbox', { name: 'Selecionar todas de Relatórios' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(within(dialog).getByText('Selecionadas: 3 de 12')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Usuários' }));
    await expect(within(dialog).getByText('Selecionadas: 4 de 12')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await page(canvasElement).findByText('Permissões salvas')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/**
 * The earlier trading system's permissions come last, folded, and say what they are; the button
 * opens them, and a search shows what it finds among them without opening.
 */
export const LegacyLastFolded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    const regions = await within(dialog).findAllByRole('region');
    const legacy = within(dialog).getByRole('region', { name: 'Negociação (sistema anterior)' });
    await expect(regions.at(-1)).toBe(legacy);
    await expect(
      within(legacy).getByText(/ficam para os usuários migrados daquele sistema/),
    ).toBeVisible();
    await expect(within(legacy).queryByRole('checkbox')).toBeNull();
    const show = within(legacy).getByRole('button', { name: 'Mostrar as 3 permissões' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const hide = within(legacy).getByRole('button', { name: 'Ocultar permissões' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(within(legacy).getByRole('checkbox', { name: 'Ofertas' })).toBeVisible();
    await userEvent.click(hide);
    await expect(within(legacy).queryByRole('checkbox', { name: 'Ofertas' })).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Pesquisar permissão' }),
      'oferta',
    );
    await expect(within(dialog).getByRole('checkbox', { name: 'Criar oferta' })).toBeVisible();
  },
};

/** The search narrows the events, ignoring accents; nothing found says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    const search = await within(dialog).findByRole('searchbox', { name: 'Pesquisar permissão' });
    await userEvent.type(search, 'grafico');
    await expect(within(dialog).getByRole('checkbox', { name: 'Market share' })).toBeVisible();
    await expect(within(dialog).queryByRole('checkbox', { name: 'Usuários' })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    await expect(await within(dialog).findByText('Nenhuma permissão encontrada.')).toBeVisible();
  },
};

/** Events the user does not hold are shown locked, and "select all" leaves them as they are. */
export const NotHeld: Story = {
  parameters: { user: partialUser },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    const charts = await within(dialog).findByRole('region', { name: 'Gráficos' });
    await expect(
      within(charts).getByRole('checkbox', { name: 'Selecionar todas de Gráficos' }),
    ).toBeDisabled();
    await expect(within(charts).getByRole('checkbox', { name: /^Market share/ })).toBeDisabled();
    await expect(within(charts).getAllByText(/você não possui esta permissão/)).toHaveLength(2);
    await expect(within(dialog).getByRole('checkbox', { name: 'Usuários' })).toBeEnabled();
  },
};

/** The server refuses (an event the user lost meanwhile): the reason, in the user's language. */
export const Refused: Story = {
  parameters: {
    msw: [
      http.post('*/PerfilEvento/IncluirAtualizarPerfilEvento', () =>
        problem(
          403,
          'Acesso negado',
          'Você não pode conceder nem retirar eventos que não possui: X.',
        ),
      ),
      ...profileHandlers(),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await shown(canvasElement);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Perfis' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(
      await within(dialog).findByText(
        'Você não pode conceder nem retirar permissões que não possui.',
      ),
    ).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The events are read before the matrix shows. */
export const Loading: Story = {
  parameters: { msw: replacingEvents(http.get(EVENTS, () => new Promise<never>(() => undefined))) },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
  },
};

/** The caller may not manage profiles. */
export const Forbidden: Story = {
  parameters: {
    msw: replacingEvents(http.get(EVENTS, () => problem(403, 'Acesso negado', 'Sem permissão.'))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(await within(dialog).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** The read failed: an error with retry. */
export const LoadError: Story = {
  parameters: {
    msw: replacingEvents(http.get(EVENTS, () => problem(503, 'Indisponível', 'Fora do ar.'))),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(
      await within(dialog).findByRole('button', { name: 'Tentar novamente' }),
    ).toBeEnabled();
  },
};

/** Long event names wrap inside their column. */
export const LongText: Story = {
  parameters: {
    msw: replacingEvents(
      http.get(EVENTS, () =>
        Response.json(
          eventos(10).map((e) => ({
            ...e,
            nome: `${e.nome}: acesso completo de leitura, inclusão, alteração e exportação`,
          })),
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(
      await within(dialog).findByRole('checkbox', { name: /^Usuários: acesso completo/ }),
    ).toBeVisible();
  },
};
