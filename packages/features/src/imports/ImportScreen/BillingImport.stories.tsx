import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { importHandlers, importacao, runWithErrors } from '../../testing/import-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { billingImport } from '../kinds';
import { ImportScreen } from './ImportScreen';

/** Billing imports of the fake tenant. */
const billingRows = Array.from({ length: 3 }, (_, i) =>
  importacao(i + 1, { Tipo: 'Faturamento', ArquivoNome: `faturamento-2026-0${String(i + 1)}.csv` }),
);

/** Chooses a billing file through the keyboard-usable file button of the drop zone. */
async function choose(canvasElement: HTMLElement, name: string) {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(
    input,
    new File(['codigo_faturamento;ano;mes;tipo_nota;quantidade_veiculos;valor\r\n'], name, {
      type: 'text/csv',
    }),
    { applyAccept: false },
  );
}

/** The import screen serving billing files: one call sends and imports, no version list. */
const meta = {
  title: 'Features/Imports/BillingImport',
  component: ImportScreen,
  args: { kind: billingImport },
  parameters: { msw: importHandlers({ rows: billingRows }), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/import-billing">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof ImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The billing history, each file opening on this screen; no versions waiting for a model. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'faturamento-2026-01.csv' }),
    ).toHaveAttribute('href', '/admin-panel/import-billing?importacao=1');
    await expect(canvas.getByRole('grid', { name: 'Importações de faturamento' })).toBeVisible();
    await expect(canvas.queryByText('Versões sem modelo')).toBeNull();
  },
};

/** The history is loading. */
export const Loading: Story = {
  parameters: { msw: importHandlers({ rows: billingRows, listAfter: 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** No billing file imported yet. */
export const Empty: Story = {
  parameters: { msw: importHandlers({ rows: [] }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum registro encontrado'),
    ).toBeVisible();
  },
};

/** The history could not be read. */
export const LoadError: Story = {
  parameters: { msw: importHandlers({ rows: billingRows, listFails: 503 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Não foi possível carregar a lista'),
    ).toBeVisible();
  },
};

/** The profile may not import billing files. */
export const Forbidden: Story = {
  parameters: { msw: importHandlers({ rows: billingRows, listFails: 403 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** A long file name wraps inside its cell. */
export const LongText: Story = {
  parameters: {
    msw: importHandlers({
      rows: [
        importacao(1, {
          Tipo: 'Faturamento',
          ArquivoNome:
            'faturamento-consolidado-das-concessionarias-associadas-da-regiao-sul-outubro-2026-revisado.csv',
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /outubro-2026-revisado\.csv$/ }),
    ).toBeVisible();
  },
};

/** A billing file sent: its bar follows the billing import's marker to 100 %. */
export const Imported: Story = {
  parameters: { msw: importHandlers({ rows: billingRows, markers: runWithErrors }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'faturamento-2026-01.csv' });
    await choose(canvasElement, 'outubro.csv');
    const bar = await canvas.findByRole('progressbar', { name: 'outubro.csv' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await expect(canvas.getByText('1.000 lidas · 994 importadas · 6 com erro')).toBeVisible();
  },
};
