import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcerSettled } from '../../testing/dialog-stories';
import { listStateStories, listStoryDecorator } from '../../testing/list-stories';
import {
  tenantVersions,
  vehicleHandlers,
  versao,
  versionListHandler,
} from '../../testing/vehicle-handlers';
import { VehicleVersions } from './VehicleVersions';

const LIST = '/admin-panel/vehicle-version';

/** The versions screen: the version list and its mapping, and the catalogue's lists in tabs. */
const meta = {
  title: 'Features/Vehicles/VehicleVersions',
  component: VehicleVersions,
  parameters: { msw: vehicleHandlers(), layout: 'fullscreen' },
  decorators: [listStoryDecorator(LIST)],
} satisfies Meta<typeof VehicleVersions>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST = 'FIAT VERSAO 01 1.0 FLEX';
const states = listStateStories({
  listCall: '*/Nomenclatura/ObterNomenclaturas',
  handlers: vehicleHandlers,
  slowList: versionListHandler([], 60_000),
  firstRow: FIRST,
  emptyPath: `${LIST}?q=zzz`,
});

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('rowheader', { name: FIRST });
/** The selection checkbox of the row of `name`. */
const pick = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(name) })).getByRole('checkbox');
/** Types `typed` in the dialog's model box and picks its one answer, `option`. */
async function chooseModel(canvasElement: HTMLElement, typed: string, option: string) {
  const dialog = await body(canvasElement).findByRole('dialog');
  const box = within(dialog).getByRole('combobox', { name: /Modelo/ });
  await userEvent.type(box, typed);
  const listbox = await body(canvasElement).findByRole('listbox');
  // The box answers only once the search for the whole text is in ("Carregando" until then).
  await waitFor(() => expect(within(listbox).getByRole('option')).toHaveTextContent(option));
  await userEvent.click(within(listbox).getByRole('option'));
  await waitFor(() => expect(box).toHaveValue(option));
}

/** Versions waiting for a model first; mapping the picked rows waits for a pick. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Versões', selected: true })).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 25 de 30 registros')).toBeVisible();
    const first = canvas.getByRole('row', { name: new RegExp(FIRST) });
    await expect(within(first).getByText('Aguardando modelo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mapear selecionadas (0)' })).toBeDisabled();
    await userEvent.click(pick(canvasElement, 'FIAT VERSAO 02'));
    await expect(canvas.getByRole('button', { name: 'Mapear selecionadas (1)' })).toBeEnabled();
  },
};

/** "Aguardando modelo" lists only the versions without a model, on the server. */
export const FilterWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Mapeamento/ }));
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: 'Aguardando modelo' }),
    );
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 12 de 12 registros')).toBeVisible());
    await expect(within(canvas.getByRole('grid')).getAllByText('Aguardando modelo')).toHaveLength(
      12,
    );
  },
};

/** A row's "Mapear" asks for the model first, then maps that version and says how many count. */
export const MapOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Mapear ${FIRST}` }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Mapear 1 versão' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mapear versão' }));
    await expect(await within(dialog).findByText('Escolha o modelo')).toBeVisible();
    await chooseModel(canvasElement, 'cro', 'CRONOS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mapear versão' }));
    await expect(
      await body(canvasElement).findByText('1 versão mapeada para CRONOS (39 emplacamentos).'),
    ).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await announcerSettled(canvasElement);
  },
};

/** The picked rows map to one model at once; the picks are cleared after. */
export const MapMany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(pick(canvasElement, 'FIAT VERSAO 02'));
    await userEvent.click(pick(canvasElement, 'FIAT VERSAO 03'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mapear selecionadas (2)' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Mapear 2 versões' });
    // Visible once the dialog has faded in.
    await waitFor(() => expect(within(dialog).getByText('FIAT VERSAO 03 1.0 FLEX')).toBeVisible());
    await chooseModel(canvasElement, 'mob', 'MOBI');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mapear 2 versões' }));
    await expect(
      await body(canvasElement).findByText('2 versões mapeadas para MOBI (75 emplacamentos).'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mapear selecionadas (0)' })).toBeDisabled();
    await announcerSettled(canvasElement);
  },
};

/** A model the server refuses: its message in the dialog, which stays open with the picks. */
export const MapRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(pick(canvasElement, 'FIAT VERSAO 02'));
    await userEvent.click(pick(canvasElement, 'FIAT VERSAO 04'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mapear selecionadas (2)' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Mapear 2 versões' });
    await chooseModel(canvasElement, 'intr', 'INTRUSO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mapear 2 versões' }));
    await expect(await within(dialog).findByText('Modelo não encontrado')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('button', { name: 'Mapear selecionadas (2)' })).toBeEnabled();
    await announcerSettled(canvasElement);
  },
};

/** Long version names wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: vehicleHandlers([
      versao(1, {
        Versao:
          'FIAT ARGO TREKKING 1.3 FIREFLY FLEX 4P AUTOMATICO CVT EDICAO ESPECIAL ANIVERSARIO 2026 PACOTE COMPLETO',
      }),
      ...tenantVersions.slice(1),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: /^FIAT ARGO TREKKING/ }),
    ).toBeVisible();
  },
};

/** The manufacturers' tab, opened from its address. */
export const Manufacturers: Story = {
  parameters: { path: `${LIST}?aba=fabricantes` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'VOLKSWAGEN' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Fabricantes', selected: true })).toBeVisible();
  },
};

/** The models' tab, then back to the versions with a click. */
export const Models: Story = {
  parameters: { path: `${LIST}?aba=modelos` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'CRONOS' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Versões' }));
    await ready(canvasElement);
  },
};

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const LoadError: Story = states.LoadError;
export const Forbidden: Story = states.Forbidden;
export const Export: Story = states.Export;
