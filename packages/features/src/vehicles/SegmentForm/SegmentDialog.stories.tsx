import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { catalogueSegments } from '../../testing/catalogue-handlers';
import { chooseInDialog as choose, entityDialogStories } from '../../testing/dialog-stories';
import { listStoryDecorator } from '../../testing/list-stories';
import { vehicleHandlers } from '../../testing/vehicle-handlers';
import { SegmentDialog } from './SegmentDialog';

/** Add and edit a segment in the dialog over the segments' tab. */
const meta = {
  title: 'Features/Vehicles/SegmentDialog',
  component: SegmentDialog,
  args: { id: 'new', onClose: fn() },
  parameters: { msw: vehicleHandlers(), layout: 'fullscreen' },
  decorators: [listStoryDecorator('/admin-panel/vehicle-version?aba=segmentos')],
} satisfies Meta<typeof SegmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A new segment: name and type required, the order optional. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Novo segmento' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Nome/ }), 'Cupê');
    await choose(canvasElement, /Tipo de segmento/, 'Automóveis');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ordem/ }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Segmento Cupê cadastrado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Saving an empty form: both required fields say so; a negative order is refused too. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Ordem/ }), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('O campo Nome precisa ser informado')).toBeVisible());
    await expect(body.getByText('O campo Tipo de segmento precisa ser informado')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Ordem/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The tenant already has a segment of that name: the server's message under the name. */
export const ServerFieldError: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Nome/ }), 'suv');
    await choose(canvasElement, /Tipo de segmento/, 'Automóveis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(body.getByText('Já existe um segmento com este nome')).toBeVisible(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Editing: the segment's values; moving it to another type saves with a toast. */
export const Edit: Story = {
  args: { id: 2 },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Editar segmento' });
    await expect(await within(dialog).findByRole('textbox', { name: /Nome/ })).toHaveValue('Sedã');
    await expect(within(dialog).getByRole('textbox', { name: /Ordem/ })).toHaveValue('2');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Tipo de segmento/ })).toHaveTextContent(
        'Automóveis',
      ),
    );
    await choose(canvasElement, /Tipo de segmento/, 'Comerciais leves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body.getByText('Segmento Sedã atualizado')).toBeVisible());
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

const shared = entityDialogStories({
  readCall: '*/Segmento/ObterSegmentoPorId',
  handlers: vehicleHandlers,
  id: 2,
  editTitle: 'Editar segmento',
  missingId: 404,
  notFoundText: 'Segmento não encontrado.',
  longName: {
    id: 1,
    value: 'Utilitários esportivos compactos de entrada com tração integral',
    msw: [
      http.get('*/Segmento/ObterSegmentoPorId', () =>
        HttpResponse.json({
          ...catalogueSegments[0],
          Nome: 'Utilitários esportivos compactos de entrada com tração integral',
        }),
      ),
      ...vehicleHandlers(),
    ],
  },
});
export const UnsavedChanges: Story = shared.UnsavedChanges;
export const Loading: Story = shared.Loading;
export const NotFound: Story = shared.NotFound;
export const Forbidden: Story = shared.Forbidden;
export const LoadError: Story = shared.LoadError;
export const LongText: Story = shared.LongText;
