import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { entityDialogStories } from '../../testing/dialog-stories';
import { listStoryDecorator } from '../../testing/list-stories';
import { catalogueBrands, vehicleHandlers } from '../../testing/vehicle-handlers';
import { ManufacturerDialog } from './ManufacturerDialog';

/** Add and edit a manufacturer in the dialog over the manufacturers' tab. */
const meta = {
  title: 'Features/Vehicles/ManufacturerDialog',
  component: ManufacturerDialog,
  args: { id: 'new', onClose: fn() },
  parameters: { msw: vehicleHandlers(), layout: 'fullscreen' },
  decorators: [listStoryDecorator('/admin-panel/vehicle-version?aba=fabricantes')],
} satisfies Meta<typeof ManufacturerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const nameBox = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog')).findByRole('textbox', { name: /Nome/ });

/** A new manufacturer: the name required, active by default; a valid one saves and closes. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Novo fabricante' });
    const name = await nameBox(canvasElement);
    await expect(name).toBeRequired();
    await expect(within(dialog).getByRole('checkbox', { name: 'Ativo' })).toBeChecked();
    await userEvent.type(name, 'BYD');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /País/ }), 'China');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Fabricante BYD cadastrado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Saving an empty form: the shared rule's message, focus on the name, nothing sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    // The dialog may still be fading in when the errors appear: visible once it is in.
    await waitFor(() => expect(body.getByText('O campo Nome precisa ser informado')).toBeVisible());
    await waitFor(async () => expect(await nameBox(canvasElement)).toHaveFocus());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses a name already taken: its message under the name, the dialog stays. */
export const ServerFieldError: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(await nameBox(canvasElement), 'fiat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(body.getByText('Já existe um fabricante com este nome')).toBeVisible(),
    );
    await expect(await nameBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Editing: the manufacturer's values; a change saves with a toast. */
export const Edit: Story = {
  args: { id: 2 },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Editar fabricante' });
    const name = await nameBox(canvasElement);
    await expect(name).toHaveValue('VOLKSWAGEN');
    await expect(within(dialog).getByRole('textbox', { name: /Código/ })).toHaveValue('VW');
    await userEvent.type(name, ' CAMINHÕES');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(body.getByText('Fabricante VOLKSWAGEN CAMINHÕES atualizado')).toBeVisible(),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

const LONG = 'COMPANHIA BRASILEIRA DE VEÍCULOS UTILITÁRIOS E COMERCIAIS LEVES DO NORDESTE';
const shared = entityDialogStories({
  readCall: '*/Fabricante/ObterFabricantePorId',
  handlers: vehicleHandlers,
  id: 2,
  editTitle: 'Editar fabricante',
  missingId: 404,
  notFoundText: 'Fabricante não encontrado.',
  longName: {
    id: 1,
    value: LONG,
    msw: vehicleHandlers(undefined, undefined, [
      { ...catalogueBrands[0], Id: 1, Nome: LONG, Ativo: true, QuantidadeModelos: 0 },
    ]),
  },
});
export const UnsavedChanges: Story = shared.UnsavedChanges;
export const Loading: Story = shared.Loading;
export const NotFound: Story = shared.NotFound;
export const Forbidden: Story = shared.Forbidden;
export const LoadError: Story = shared.LoadError;
export const LongText: Story = shared.LongText;
