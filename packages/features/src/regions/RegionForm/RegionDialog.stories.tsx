import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { regiaoOperacional, regionHandlers } from '../../testing/region-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { RegionDialog } from './RegionDialog';

/** Add and edit an operational region in the dialog over the list. */
const meta = {
  title: 'Features/Regions/RegionDialog',
  component: RegionDialog,
  args: { id: 'new', onClose: fn() },
  parameters: { msw: regionHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/regions/list">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof RegionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The dialog, once its fade-in is over (before that, nothing in it counts as visible). */
const shown = async (canvasElement: HTMLElement, name?: string) => {
  const dialog = await page(canvasElement).findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
/** The handlers with the region read (index 1) or its municipalities (index 2) replaced. */
const replacing = (index: number, handler: ReturnType<typeof http.get>) => [
  handler,
  ...regionHandlers().filter((_, i) => i !== index),
];
const ONE = '*/RegiaoOperacional/ObterRegiaoOperacioalPorId';

/** A new region: name and code required, active by default; a valid one saves and closes. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement, 'Nova região operacional');
    const name = within(dialog).getByRole('textbox', { name: /Nome/ });
    await expect(name).toBeRequired();
    await expect(within(dialog).getByRole('textbox', { name: /Código/ })).toBeRequired();
    await expect(within(dialog).getByRole('checkbox', { name: 'Ativa' })).toBeChecked();
    await expect(within(dialog).queryByRole('region', { name: 'Municípios da região' })).toBeNull();
    await userEvent.type(name, 'Litoral');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Código/ }), 'RO-LIT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Região operacional cadastrada')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Saving an empty form: the shared rules' messages in Portuguese, focus on the name. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('O campo Nome precisa ser informado')).toBeVisible());
    await expect(body.getByText('O campo Código precisa ser informado')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveFocus(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A code another region has: the server's 409 under the code, the dialog stays open. */
export const CodeTaken: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Outra');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Código/ }), 'ro-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(
      await body.findByText('Código já utilizado por outra região operacional'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Código/ })).toHaveFocus(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Editing: the region's values and what it covers; a change saves with a toast. */
export const Edit: Story = {
  args: { id: 4 },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement, 'Editar região operacional');
    const name = await within(dialog).findByRole('textbox', { name: /Nome/ });
    await expect(name).toHaveValue('Sudeste');
    await expect(within(dialog).getByRole('textbox', { name: /Código/ })).toHaveValue('RO-04');
    const areas = within(dialog).getByRole('list', { name: 'Áreas de influência da região' });
    await expect(within(areas).getByRole('link', { name: 'Área 4-A' })).toHaveAttribute(
      'href',
      '/admin-panel/area/edit/41',
    );
    await expect(within(dialog).getByText('6 municípios')).toBeVisible();
    const cities = await within(dialog).findByRole('list', { name: 'Municípios' });
    await expect(within(cities).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(cities).getByText('Campinas/SP')).toBeVisible();
    await userEvent.type(name, ' e Sul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Região operacional atualizada')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A region with no influence area yet says so, and offers no municipality list. */
export const EditEmptyRegion: Story = {
  args: { id: 10 },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(
      await within(dialog).findByText('Nenhuma área de influência nesta região ainda.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Nenhum município')).toBeVisible();
    await expect(
      within(dialog).queryByRole('link', { name: 'Abrir na lista de municípios' }),
    ).toBeNull();
  },
};

/** Leaving with changes asks first: "Continuar editando" keeps them, "Sair sem salvar" drops them. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Rascunho');
    await userEvent.keyboard('{Escape}');
    const ask = await body.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('Rascunho');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Sair sem salvar' }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The region is loading: a skeleton inside the dialog. */
export const Loading: Story = {
  args: { id: 4 },
  parameters: {
    msw: replacing(
      1,
      http.get(ONE, async () => {
        await new Promise(() => undefined);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Editar região operacional',
    });
    await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** A region of no one (or of another tenant): not found. */
export const NotFound: Story = {
  args: { id: 404 },
  play: async ({ canvasElement }) => {
    // The dialog fades in: the text is there before it is visible.
    const text = await page(canvasElement).findByText('Região operacional não encontrada.');
    await waitFor(() => expect(text).toBeVisible());
  },
};

/** The profile may not read operational regions. */
export const Forbidden: Story = {
  args: { id: 4 },
  parameters: {
    msw: replacing(
      1,
      http.get(ONE, () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const text = await page(canvasElement).findByText('Você não tem autorização');
    await waitFor(() => expect(text).toBeVisible());
  },
};

/** The server failed: an error with retry. */
export const LoadError: Story = {
  args: { id: 4 },
  parameters: {
    msw: replacing(
      1,
      http.get(ONE, () => problem(503, 'Indisponível', 'Serviço indisponível.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The municipalities could not be read: the form still edits, the section says so. */
export const MunicipalitiesFailed: Story = {
  args: { id: 4 },
  parameters: {
    msw: replacing(
      2,
      http.get('*/RegiaoOperacional/ListarMunicipiosDaRegiaoOperacional', () =>
        problem(503, 'Indisponível', 'Serviço indisponível.'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(
      await within(dialog).findByText('Não foi possível carregar os municípios da região.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('Sudeste');
  },
};

/** Long names wrap inside the dialog; a region of many municipalities scrolls its list. */
export const LongText: Story = {
  args: { id: 1 },
  parameters: {
    msw: regionHandlers([
      regiaoOperacional(1, {
        Nome: 'Região Metropolitana de São Paulo, Baixada Santista, Vale do Ribeira e Litoral Sul',
        AreasInfluencia: [
          { Id: 11, Nome: 'Grande São Paulo e municípios do entorno da Região Metropolitana' },
          { Id: 12, Nome: 'Baixada Santista, Litoral Sul e Vale do Ribeira' },
        ],
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'Região Metropolitana de São Paulo, Baixada Santista, Vale do Ribeira e Litoral Sul',
    );
    const link = within(dialog).getByRole('link', { name: /entorno da Região Metropolitana$/ });
    // The dialog fades in: the link is there before it is visible.
    await waitFor(() => expect(link).toBeVisible());
  },
};
