import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { announcerSettled } from '../../testing/dialog-stories';
import { listStoryDecorator } from '../../testing/list-stories';
import { catalogueBrands, vehicleHandlers } from '../../testing/vehicle-handlers';
import { VehicleVersions } from './VehicleVersions';

const LIST = '/admin-panel/vehicle-version';

/** The catalogue's tabs of the versions screen: manufacturers, models, segments, categories. */
const meta = {
  title: 'Features/Vehicles/VehicleCatalogue',
  component: VehicleVersions,
  parameters: { msw: vehicleHandlers(), layout: 'fullscreen', path: `${LIST}?aba=fabricantes` },
  decorators: [listStoryDecorator(LIST)],
} satisfies Meta<typeof VehicleVersions>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The manufacturer's name links to its dialog, named in the address (opened here from that
 * address: the stories' router does not follow a link); a save shows in the list.
 */
export const EditManufacturer: Story = {
  parameters: { path: `${LIST}?aba=fabricantes&editar=3` },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Editar fabricante' });
    const name = await within(dialog).findByRole('textbox', { name: /Nome/ });
    await waitFor(() => expect(name).toHaveValue('TROLLER'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(
      await body(canvasElement).findByText('Fabricante TROLLER atualizado'),
    ).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await announcerSettled(canvasElement);
  },
};

/** Removing asks first; a brand that models use is refused, and the server says why. */
export const RemoveRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'FIAT' })).toHaveAttribute(
      'href',
      expect.stringContaining('editar=1'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir FIAT' }));
    const ask = await body(canvasElement).findByRole('alertdialog', {
      name: 'Excluir fabricante?',
    });
    // The question fades in: its text is there before it is visible.
    await waitFor(() =>
      expect(within(ask).getByText(/O fabricante FIAT sai do catálogo/)).toBeVisible(),
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Excluir' }));
    await expect(
      await body(canvasElement).findByText(/8 modelo\(s\) pertencem a ele/),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'FIAT' })).toBeVisible();
  },
};

/** A brand without models is removed after the confirmation. */
export const Remove: Story = {
  parameters: {
    msw: vehicleHandlers(undefined, undefined, [
      ...catalogueBrands,
      { Id: 4, Nome: 'JAC', Codigo: null, Ativo: true, PaisOrigem: 'China', QuantidadeModelos: 0 },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir JAC' }));
    const ask = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir JAC' }));
    await userEvent.click(
      within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await expect(await body(canvasElement).findByText('Fabricante JAC excluído')).toBeVisible();
  },
};

/** A profile without the manufacturers' event reads the list: no add, edit or remove. */
export const ReadOnly: Story = {
  parameters: {
    user: { ...loggedUser(), ehAdmin: false, ability: [{ action: 'read', subject: 'all' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'FIAT' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'FIAT' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Novo fabricante' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Excluir FIAT' })).toBeNull();
  },
};

/** The models filtered by manufacturer, on the server; the filter stays in the address. */
export const ModelsByManufacturer: Story = {
  parameters: { path: `${LIST}?aba=modelos` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'CRONOS' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Fabricante/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'VOLKSWAGEN' }));
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 1 de 1 registros')).toBeVisible());
    await expect(canvas.getByRole('rowheader', { name: 'POLO' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'CRONOS' })).toBeNull();
  },
};

/** A new model from the models' tab. */
export const AddModel: Story = {
  parameters: { path: `${LIST}?aba=modelos` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo modelo' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Novo modelo' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('');
  },
};

/** The segments with their type, searched and sorted in the browser over the one call. */
export const Segments: Story = {
  parameters: { path: `${LIST}?aba=segmentos` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Picape' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Segmentos', selected: true })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 4 de 4 registros')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'seda');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 1 de 1 registros')).toBeVisible());
    await expect(canvas.getByRole('rowheader', { name: 'Sedã' })).toBeVisible();
  },
};

/** The shared vehicle categories. */
export const Categories: Story = {
  parameters: { path: `${LIST}?aba=categorias` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Motocicleta' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Categorias', selected: true })).toBeVisible();
  },
};

/** A segment's name links to its dialog; "Novo segmento" opens an empty one. */
export const AddSegment: Story = {
  parameters: { path: `${LIST}?aba=segmentos` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'SUV' })).toHaveAttribute(
      'href',
      expect.stringContaining('editar=3'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Novo segmento' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Novo segmento' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('');
  },
};

/** Removing a segment that models use is refused after the confirmation; the server says why. */
export const RemoveSegmentRefused: Story = {
  parameters: { path: `${LIST}?aba=segmentos` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Hatch' }));
    const ask = await body(canvasElement).findByRole('alertdialog', { name: 'Excluir segmento?' });
    await waitFor(() =>
      expect(within(ask).getByText(/O segmento Hatch sai do catálogo/)).toBeVisible(),
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Excluir' }));
    await expect(
      await body(canvasElement).findByText(/3 modelo\(s\) pertencem a ele/),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Hatch' })).toBeVisible();
  },
};

/** A segment no model uses is removed after the confirmation. */
export const RemoveSegment: Story = {
  parameters: { path: `${LIST}?aba=segmentos` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Picape' }));
    await userEvent.click(
      within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await expect(await body(canvasElement).findByText('Segmento Picape excluído')).toBeVisible();
  },
};

/** A profile without the segments' event reads the segments: no add, edit or remove. */
export const SegmentsReadOnly: Story = {
  parameters: {
    path: `${LIST}?aba=segmentos`,
    user: { ...loggedUser(), ehAdmin: false, ability: [{ action: 'read', subject: 'all' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'SUV' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'SUV' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Novo segmento' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Excluir SUV' })).toBeNull();
  },
};
