import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { problem } from '../../testing/api-handlers';
import { listStoryDecorator, recordingExportHandler } from '../../testing/list-stories';
import { vehicleHandlers } from '../../testing/vehicle-handlers';
import { VehicleVersions } from './VehicleVersions';

const LIST = '/admin-panel/vehicle-version';

/**
 * The export of the two tabs the browser pages itself (segments, categories): the export names
 * the rows the list found, in the list's order, with the visible columns and their titles; the
 * server writes the file from those rows.
 */
const meta = {
  title: 'Features/Vehicles/VehicleCatalogueExport',
  component: VehicleVersions,
  parameters: { msw: vehicleHandlers(), layout: 'fullscreen', path: `${LIST}?aba=segmentos` },
  decorators: [listStoryDecorator(LIST)],
} satisfies Meta<typeof VehicleVersions>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens "Exportar" and picks a format once the list shows `firstRow`. */
async function exportAs(canvasElement: HTMLElement, firstRow: string, format: RegExp) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('rowheader', { name: firstRow })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
  await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: format }));
}

/**
 * Waits for the export's request and then for a download frame (an earlier story's frame may
 * still be in the document: the request is what tells this story's export apart).
 */
const downloaded = async (canvasElement: HTMLElement, bodies: unknown[]) => {
  await waitFor(() => expect(bodies).toHaveLength(1));
  await waitFor(() =>
    expect(canvasElement.ownerDocument.querySelector('iframe[title="download"]')).not.toBeNull(),
  );
};

const segmentsExport = recordingExportHandler();

/**
 * Active segments by name, last first: the export names SUV, Sedã and Hatch in that order (not
 * the inactive Picape) with the four data columns, not the removal's.
 */
export const ExportSegments: Story = {
  parameters: {
    path: `${LIST}?aba=segmentos&f.ativo=true&sort=Nome:desc`,
    msw: [segmentsExport.handler, ...vehicleHandlers()],
  },
  play: async ({ canvasElement }) => {
    segmentsExport.bodies.length = 0;
    await exportAs(canvasElement, 'SUV', /CSV/);
    await downloaded(canvasElement, segmentsExport.bodies);
    await expect(segmentsExport.bodies).toEqual([
      {
        operacao: 'obterSegmentos',
        formato: 'csv',
        consulta: { userdata: { linhas: [3, 2, 1] } },
        colunas: [
          { campo: 'Nome', titulo: 'Nome' },
          { campo: 'TipoSegmentoNome', titulo: 'Tipo de segmento' },
          { campo: 'Ordem', titulo: 'Ordem nos relatórios' },
          { campo: 'Ativo', titulo: 'Situação' },
        ],
      },
    ]);
  },
};

const categoriesExport = recordingExportHandler();

/** The categories a search found ("mo": Automóvel and Motocicleta), as a spreadsheet. */
export const ExportCategories: Story = {
  parameters: {
    path: `${LIST}?aba=categorias&q=mo`,
    msw: [categoriesExport.handler, ...vehicleHandlers()],
  },
  play: async ({ canvasElement }) => {
    categoriesExport.bodies.length = 0;
    await exportAs(canvasElement, 'Automóvel', /XLSX/);
    await downloaded(canvasElement, categoriesExport.bodies);
    await expect(categoriesExport.bodies).toEqual([
      {
        operacao: 'listarCategoriasVeiculo',
        formato: 'xlsx',
        consulta: { userdata: { linhas: [1, 3] } },
        colunas: [{ campo: 'Nome', titulo: 'Nome' }],
      },
    ]);
  },
};

/** The server refuses the export: a toast says so and the list stays as it was. */
export const ExportRefused: Story = {
  parameters: {
    msw: [
      http.post('*/Geral/Exportacao', () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para exportar esta lista.'),
      ),
      ...vehicleHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    await exportAs(canvasElement, 'Hatch', /CSV/);
    await expect(await body(canvasElement).findByText('Não foi possível exportar')).toBeVisible();
    await expect(
      body(canvasElement).getByText('Você não tem permissão para exportar esta lista.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Picape' })).toBeVisible();
  },
};
