import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { countyHandlers, municipio, tenantCounties } from '../../testing/county-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { CountyDialog } from './CountyDialog';

/** The edit of a municipality's name, population and influence area (and so its region). */
const meta = {
  title: 'Features/Counties/CountyDialog',
  component: CountyDialog,
  args: { id: 3500120, onClose: fn() },
  parameters: { msw: countyHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/county/list">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof CountyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The dialog, once its fade-in is over (before that, nothing in it counts as visible). */
const shown = async (canvasElement: HTMLElement, name?: string) => {
  const dialog = await page(canvasElement).findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const ONE = '*/Municipio/ObterMunicipioPorId';
const replaceOne = (handler: ReturnType<typeof http.get>) => [
  handler,
  ...countyHandlers().filter((_, i) => i !== 1),
];
const pick = async (
  canvasElement: HTMLElement,
  dialog: HTMLElement,
  label: RegExp,
  option: string,
) => {
  await userEvent.click(within(dialog).getByRole('button', { name: label }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
};

/** São Paulo, in no area: a region narrows the areas, the chosen area saves with a toast. */
export const AssignArea: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement, 'Editar município');
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'São Paulo',
    );
    await expect(within(dialog).getByText('SP · código IBGE 3500120')).toBeVisible();
    await expect(within(dialog).getByText('Capital')).toBeVisible();
    await pick(canvasElement, dialog, /Região operacional/, 'Grande São Paulo');
    await userEvent.click(within(dialog).getByRole('button', { name: /Área de influência/ }));
    const options = await body.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Sem área', 'Capital e ABC']);
    await userEvent.click(options[1] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Município atualizado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Another region than the area's clears the area; picking an area shows its region. */
export const RegionFollowsArea: Story = {
  args: { id: 3500104 },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    const region = await within(dialog).findByRole('button', { name: /Região operacional/ });
    const area = within(dialog).getByRole('button', { name: /Área de influência/ });
    // The pickers' options arrive after the municipality.
    await waitFor(() => expect(region).toHaveTextContent('Interior Paulista'));
    await waitFor(() => expect(area).toHaveTextContent('Campinas e região'));
    await pick(canvasElement, dialog, /Região operacional/, 'Fluminense');
    await expect(area).toHaveTextContent('Sem área');
    await pick(canvasElement, dialog, /Região operacional/, 'Todas as regiões');
    await pick(canvasElement, dialog, /Área de influência/, 'Capital e ABC');
    await expect(region).toHaveTextContent('Grande São Paulo');
  },
};

/** An empty name and a population that is not a whole number: the shared rules' messages. */
export const InvalidFields: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement);
    const name = await within(dialog).findByRole('textbox', { name: /Nome/ });
    await userEvent.clear(name);
    const population = within(dialog).getByRole('textbox', { name: /População/ });
    await userEvent.clear(population);
    await userEvent.type(population, '12,5 mil');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('O campo Nome precisa ser informado')).toBeVisible());
    await expect(
      body.getByText('O campo População deve conter somente caracteres numéricos'),
    ).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses the area (removed meanwhile): its message under the area, the dialog stays. */
export const ServerFieldError: Story = {
  args: { id: 3500100 },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement);
    await within(dialog).findByRole('textbox', { name: /Nome/ });
    await pick(canvasElement, dialog, /Região operacional/, 'Interior Paulista');
    await pick(canvasElement, dialog, /Área de influência/, 'Campinas e região');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Área de influência não encontrada')).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A municipality in an area no longer active keeps it offered, marked inactive. */
export const InactiveArea: Story = {
  args: { id: 3500999 },
  parameters: {
    msw: countyHandlers([
      ...tenantCounties,
      municipio(3500999, 'Ilhabela', 35, null, {
        AreaInfluenciaId: 9,
        AreaInfluenciaNome: 'Litoral Norte',
        RegiaoOperacionalId: 2,
        RegiaoOperacionalNome: 'Interior Paulista',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(
      await within(dialog).findByRole('button', { name: /Área de influência/ }),
    ).toHaveTextContent('Litoral Norte (inativa)');
  },
};

/** Leaving with changes asks first: "Continuar editando" keeps them, "Sair sem salvar" drops them. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await shown(canvasElement);
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /População/ }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const ask = await body.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    // Escape goes where focus is: back in the form once the question has closed.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Sair sem salvar' }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The municipality is loading: a skeleton inside the dialog. */
export const Loading: Story = {
  parameters: {
    msw: replaceOne(
      http.get(ONE, async () => {
        await new Promise(() => undefined);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Editar município' });
    await expect(within(dialog).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** A code of no municipality: not found. */
export const NotFound: Story = {
  args: { id: 404 },
  play: async ({ canvasElement }) => {
    // The dialog fades in: the text is there before it is visible.
    const text = await page(canvasElement).findByText('Município não encontrado.');
    await waitFor(() => expect(text).toBeVisible());
  },
};

/** The profile may not read the municipality. */
export const Forbidden: Story = {
  parameters: {
    msw: replaceOne(
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
  parameters: {
    msw: replaceOne(http.get(ONE, () => problem(503, 'Indisponível', 'Serviço indisponível.'))),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('button', { name: 'Tentar novamente' }),
    ).toBeEnabled();
  },
};

/** Long names of the municipality and its area stay readable in the dialog. */
export const LongText: Story = {
  args: { id: 3500199 },
  parameters: {
    msw: countyHandlers([
      municipio(
        3500199,
        'São José do Vale do Rio Preto e Distritos Administrativos Reunidos',
        35,
        1,
        {
          AreaInfluenciaNome: 'Capital e ABC',
        },
      ),
    ]),
  },
  play: async ({ canvasElement }) => {
    const dialog = await shown(canvasElement);
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'São José do Vale do Rio Preto e Distritos Administrativos Reunidos',
    );
  },
};
