import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { announcerSettled } from '../../testing/dialog-stories';
import { pageStoryFrame } from '../../testing/page-story-frame';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { longNamedView, savedViews, viewFixture, viewHandlers } from '../../testing/view-handlers';
import { MyReportsPage } from './MyReportsPage';

const body = () => within(document.body);
const store = viewFixture({ starredReports: ['Marca', 'Invasao'] });

/**
 * My reports (`/my-reports`): the reports the user starred and the saved views the user may
 * open, its own and those shared with it, searched and sorted here; the owner renames, shares
 * and deletes a view (after a confirmation), a colleague's shared view only opens.
 */
const meta = {
  title: 'Features/Reports/MyReportsPage',
  component: MyReportsPage,
  parameters: { msw: store.handlers, layout: 'fullscreen' },
  // The stories rename, share and delete: each starts from the same views.
  beforeEach: store.reset,
  decorators: [
    (Story) => (
      <StoryRouter initialPath="/my-reports">
        <Story />
      </StoryRouter>
    ),
    pageStoryFrame,
  ],
} satisfies Meta<typeof MyReportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => body().findByRole('grid', { name: 'Visões salvas' });
const rowNames = async () =>
  within(await grid())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The starred reports link to their pages; the views by name, each saying whose and what. */
export const Default: Story = {
  play: async () => {
    const starred = await body().findByRole('region', { name: 'Relatórios favoritos' });
    await expect(await within(starred).findByRole('link', { name: 'Por marcas' })).toHaveAttribute(
      'href',
      '/reports/by-brands',
    );
    await expect(within(starred).getByRole('link', { name: 'Invasão' })).toBeVisible();
    await expect(await rowNames()).toEqual([
      'Grande São Paulo no ano',
      'Novembro fechado',
      'Ranking de segunda',
    ]);
    const row = (await grid()).querySelector('[data-key="2"]') as HTMLElement;
    await expect(row).toHaveTextContent('João Batista Oliveira');
    await expect(row).toHaveTextContent('Ano até hoje');
    await expect(row).toHaveTextContent('Compartilhada');
    // A colleague's view has no owner's actions.
    await expect(
      within(row).queryByRole('button', { name: /Ações da visão/ }),
    ).not.toBeInTheDocument();
    await expect(
      within(await grid()).getByRole('link', { name: 'Ranking de segunda' }),
    ).toHaveAttribute('href', '/my-reports/view/1');
    await expect((await grid()).querySelector('[data-key="3"]')).toHaveTextContent('30/11/2026');
  },
};

/** The search folds accents and case, over the name, the report and the owner. */
export const Search: Story = {
  play: async () => {
    await grid();
    await userEvent.type(body().getByRole('searchbox', { name: 'Pesquisar visões' }), 'joao');
    await waitFor(async () => expect(await rowNames()).toEqual(['Grande São Paulo no ano']));
    await userEvent.clear(body().getByRole('searchbox', { name: 'Pesquisar visões' }));
    await userEvent.type(body().getByRole('searchbox', { name: 'Pesquisar visões' }), 'xyz');
    await expect(await body().findByText('Nenhuma visão corresponde à pesquisa.')).toBeVisible();
  },
};

/** Sorted by the name first; the report's header sorts by report, then the other way. */
export const Sort: Story = {
  play: async () => {
    await grid();
    await userEvent.click(body().getByRole('columnheader', { name: /Atualizada em/ }));
    await waitFor(async () =>
      expect(await rowNames()).toEqual([
        'Grande São Paulo no ano',
        'Ranking de segunda',
        'Novembro fechado',
      ]),
    );
  },
};

/** Rename: the dialog opens on the name, the list shows the new one. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    await grid();
    await userEvent.click(
      body().getByRole('button', { name: 'Ações da visão Ranking de segunda' }),
    );
    await userEvent.click(await body().findByRole('menuitem', { name: 'Renomear' }));
    const dialog = await body().findByRole('dialog', { name: 'Renomear visão' });
    const name = within(dialog).getByRole('textbox', { name: /Nome da visão/ });
    await expect(name).toHaveValue('Ranking de segunda');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ranking semanal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await rowNames()).toContain('Ranking semanal'));
    await announcerSettled(canvasElement);
  },
};

/** Delete asks first; confirmed, the view leaves the list. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    await grid();
    await userEvent.click(body().getByRole('button', { name: 'Ações da visão Novembro fechado' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Excluir' }));
    const alert = await body().findByRole('alertdialog', {
      name: 'Excluir a visão “Novembro fechado”?',
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'Excluir' }));
    await waitFor(async () => expect(await rowNames()).not.toContain('Novembro fechado'));
    await expect(await body().findByText('Visão excluída')).toBeVisible();
    await announcerSettled(canvasElement);
  },
};

/** Share and stop sharing from the row's menu; the access column follows. */
export const ShareAView: Story = {
  play: async () => {
    await grid();
    await userEvent.click(body().getByRole('button', { name: 'Ações da visão Novembro fechado' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Compartilhar' }));
    await waitFor(async () =>
      expect((await grid()).querySelector('[data-key="3"]')).toHaveTextContent('Compartilhada'),
    );
  },
};

/** A view's star: on at once. */
export const StarAView: Story = {
  play: async () => {
    await grid();
    const star = await body().findByRole('button', { name: 'Favorito: Novembro fechado' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Nothing saved, nothing starred: each section says how to begin. */
export const Empty: Story = {
  parameters: { msw: viewHandlers({ views: [], starredReports: [] }) },
  play: async () => {
    await expect(
      await body().findByText(/Nenhuma visão salva\. Em qualquer relatório/),
    ).toBeVisible();
    await expect(await body().findByText(/Nenhum relatório favorito/)).toBeVisible();
  },
};

/** The list on its way. */
export const Loading: Story = {
  parameters: { msw: viewHandlers({ list: 'never' }) },
  play: async () => {
    await expect(await body().findByLabelText('Carregando...')).toBeInTheDocument();
  },
};

/** The list failed: said, with a retry. */
export const LoadError: Story = {
  parameters: { msw: viewHandlers({ list: 'fails' }) },
  play: async () => {
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar suas visões.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Refused: the server's words, no retry. */
export const Forbidden: Story = {
  parameters: { msw: viewHandlers({ list: 'forbidden' }) },
  play: async () => {
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('Seu perfil não permite ver visões salvas.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** A user who may not share sees no share entry for a personal view. */
export const MayNotShare: Story = {
  decorators: [
    (Story) => (
      <StoryPortal user={{ ...loggedUser(), ehAdmin: false, ability: [] }}>
        <Story />
      </StoryPortal>
    ),
  ],
  play: async () => {
    await grid();
    await userEvent.click(body().getByRole('button', { name: 'Ações da visão Novembro fechado' }));
    const menu = await body().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Renomear', 'Excluir']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A name, a report and an owner as long as they come: they wrap inside their cells. */
export const LongText: Story = {
  parameters: { msw: viewHandlers({ views: [...savedViews(), longNamedView()] }) },
  play: async () => {
    await expect(await body().findByRole('link', { name: /comparados a 2025/ })).toBeVisible();
  },
};
