import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import {
  importHandlers,
  importacao,
  runWithErrors,
  tenantImports,
} from '../../testing/import-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { ImportScreen } from './ImportScreen';

/** Chooses files through the keyboard-usable file button of the drop zone. */
async function choose(canvasElement: HTMLElement, names: readonly string[]) {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(
    input,
    names.map((name) => new File(['data_emplacamento;chassi\r\n'], name, { type: 'text/csv' })),
    { applyAccept: false },
  );
}

/** The registration import screen: send files, follow them live, the history of imports. */
const meta = {
  title: 'Features/Imports/ImportScreen',
  component: ImportScreen,
  parameters: { msw: importHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={
            (context.parameters as { path?: string }).path ?? '/admin-panel/import-emplacamento'
          }
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof ImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history, newest first, and the versions waiting for a model; the next page on request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'emplacamentos-012.csv' })).toBeVisible();
    await expect(canvas.getByText('ARGO TREKKING 1.3 AT')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mapear versões' })).toHaveAttribute(
      'href',
      '/admin-panel/vehicle-version',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await waitFor(() =>
      expect(canvas.getByText('Mostrando 11 a 12 de 12 registros')).toBeVisible(),
    );
  },
};

/** Sorted by a column and searched by file name on the server. */
export const SortAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'emplacamentos-012.csv' });
    await userEvent.click(canvas.getByRole('columnheader', { name: /Arquivo/ }));
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('emplacamentos-001.csv'),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), '007');
    await waitFor(() => expect(canvas.getByText('Mostrando 1 a 1 de 1 registros')).toBeVisible());
  },
};

/** The history is loading: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: importHandlers({ listAfter: 'never' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** Nothing imported yet and every version mapped. */
export const Empty: Story = {
  parameters: { msw: importHandlers({ rows: [], unmapped: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum registro encontrado')).toBeVisible());
    await expect(canvas.queryByText('Versões sem modelo')).toBeNull();
  },
};

/** The history could not be read: an error with retry. */
export const LoadError: Story = {
  parameters: { msw: importHandlers({ listFails: 503 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Não foi possível carregar a lista')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The profile may not list imports. */
export const Forbidden: Story = {
  parameters: { msw: importHandlers({ listFails: 403 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long file and user names wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: importHandlers({
      rows: [
        importacao(1, {
          ArquivoNome:
            'emplacamentos-consolidados-da-regiao-metropolitana-de-sao-paulo-e-interior-novembro-2026-versao-final-revisada.csv',
          UsuarioNome: 'Maria Aparecida dos Santos Oliveira de Albuquerque e Vasconcelos',
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /versao-final-revisada\.csv$/ }),
    ).toBeVisible();
  },
};

/** A file is on its way to the server: an indeterminate bar under its name. */
export const Uploading: Story = {
  parameters: { msw: importHandlers({ uploadHangs: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'emplacamentos-012.csv' });
    await choose(canvasElement, ['novembro.csv']);
    await expect(
      await canvas.findByRole('progressbar', { name: 'novembro.csv — Enviando' }),
    ).toBeVisible();
  },
};

/**
 * Two files sent at once: each bar follows its import's marker to 100 %, the counters say what
 * was rejected, and the error report downloads.
 */
export const DoneWithErrors: Story = {
  parameters: { msw: importHandlers({ markers: runWithErrors }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'emplacamentos-012.csv' });
    await choose(canvasElement, ['novembro.csv', 'dezembro.csv']);
    for (const name of ['novembro.csv', 'dezembro.csv']) {
      const bar = await canvas.findByRole('progressbar', { name });
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    }
    await expect(canvas.getAllByText('1.000 lidas · 994 importadas · 6 com erro')).toHaveLength(2);
    const report = canvas.getAllByRole('group', { name: 'Relatório de erros de novembro.csv' })[0];
    if (!report) throw new Error('no report buttons');
    await userEvent.click(within(report).getByRole('button', { name: /CSV/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Relatório de erros baixado')).toBeVisible());
  },
};

/** Running imports can be cancelled, after a confirmation. */
export const CancelRunning: Story = {
  parameters: { msw: importHandlers({ markers: [runWithErrors[0] ?? {}] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'emplacamentos-012.csv' });
    await choose(canvasElement, ['grande.csv']);
    await waitFor(() => expect(canvas.getByText('faltam 4 s', { exact: false })).toBeVisible());
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancelar importação de grande.csv' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByText(/grande\.csv será interrompida/)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar importação' }));
    await waitFor(() => expect(body.getByText('Importação cancelada')).toBeVisible());
    await waitFor(() => expect(canvas.getAllByText('Cancelada').length).toBeGreaterThan(0));
  },
};

/** A file already imported is refused with a link to the first import and a way to replace it. */
export const DuplicateThenReplace: Story = {
  parameters: { msw: importHandlers({ markers: runWithErrors }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'emplacamentos-012.csv' });
    await choose(canvasElement, ['repetido.csv']);
    await waitFor(() => expect(canvas.getByText(/já foi importado/)).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Ver a importação nº 1' })).toHaveAttribute(
      'href',
      '/admin-panel/import-emplacamento?importacao=1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Substituir a importação anterior' }));
    const bar = await canvas.findByRole('progressbar', { name: 'repetido.csv' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
  },
};

/** Opened from the bell's notification: the import's counts and first errors. */
export const OpenedFromLink: Story = {
  parameters: {
    path: '/admin-panel/import-emplacamento?importacao=3',
    msw: importHandlers({
      rows: [
        importacao(3, { ColunasIgnoradas: ['observacao'], VersoesNaoMapeadas: 2 }),
        ...tenantImports.slice(3),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = await canvas.findByRole('region', { name: 'Importação nº 3' });
    await expect(await within(detail).findByText('Colunas ignoradas: observacao')).toBeVisible();
    await expect(within(detail).getByRole('rowheader', { name: '12' })).toBeVisible();
    await userEvent.click(within(detail).getByRole('button', { name: 'Fechar detalhes' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Importação nº 3' })).toBeNull(),
    );
  },
};
