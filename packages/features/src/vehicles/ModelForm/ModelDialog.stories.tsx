import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseInDialog as choose, entityDialogStories } from '../../testing/dialog-stories';
import { listStoryDecorator } from '../../testing/list-stories';
import { catalogueModels, modelo, vehicleHandlers } from '../../testing/vehicle-handlers';
import { ModelDialog } from './ModelDialog';

/** Add and edit a model in the dialog over the models' tab. */
const meta = {
  title: 'Features/Vehicles/ModelDialog',
  component: ModelDialog,
  args: { id: 'new', onClose: fn() },
  parameters: { msw: vehicleHandlers(), layout: 'fullscreen' },
  decorators: [listStoryDecorator('/admin-panel/vehicle-version?aba=modelos')],
} satisfies Meta<typeof ModelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A new model: name and manufacturer required; segment and category optional. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Novo modelo' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Nome/ }), 'TITANO');
    await choose(canvasElement, /Fabricante/, 'FIAT');
    await choose(canvasElement, /Segmento/, 'Picape (Comerciais leves)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Modelo TITANO cadastrado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Saving an empty form: both required fields say so, nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
    // The dialog may still be fading in when the errors appear: visible once it is in.
    await waitFor(() => expect(body.getByText('O campo Nome precisa ser informado')).toBeVisible());
    await waitFor(() =>
      expect(body.getByText('O campo Fabricante precisa ser informado')).toBeVisible(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The manufacturer already has a model of that name: the server's message under the name. */
export const ServerFieldError: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Nome/ }), 'argo');
    await choose(canvasElement, /Fabricante/, 'FIAT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(
      await body.findByText('Este fabricante já tem um modelo com este nome'),
    ).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Editing: the model's values; moving it to another manufacturer saves with a toast. */
export const Edit: Story = {
  args: { id: 3 },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Editar modelo' });
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue(
      'CRONOS',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Fabricante/ })).toHaveTextContent('FIAT'),
    );
    await choose(canvasElement, /Fabricante/, 'VOLKSWAGEN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Modelo CRONOS atualizado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

const LONG = 'ARGO TREKKING 1.3 FIREFLY FLEX AUTOMÁTICO CVT EDIÇÃO ESPECIAL DE ANIVERSÁRIO';
const shared = entityDialogStories({
  readCall: '*/Modelo/ObterModelo',
  handlers: vehicleHandlers,
  id: 3,
  editTitle: 'Editar modelo',
  missingId: 404,
  notFoundText: 'Modelo não encontrado.',
  longName: {
    id: 1,
    value: LONG,
    msw: vehicleHandlers(undefined, [modelo(1, { Nome: LONG }), ...catalogueModels.slice(1)]),
  },
});
export const UnsavedChanges: Story = shared.UnsavedChanges;
export const Loading: Story = shared.Loading;
export const NotFound: Story = shared.NotFound;
export const Forbidden: Story = shared.Forbidden;
export const LoadError: Story = shared.LoadError;
export const LongText: Story = shared.LongText;
