import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { validacao, validationHandlers } from '../../testing/brand-validation-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { BrandValidationScreen } from './BrandValidationScreen';

/** Chooses the manufacturer's list through the keyboard-usable file button of the drop zone. */
async function choose(canvasElement: HTMLElement, name: string) {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await userEvent.upload(input, new File(['chassi;placa\r\n'], name, { type: 'text/csv' }), {
    applyAccept: false,
  });
}

/** The brand validation screen: start one, follow the log live, the list, a result. */
const meta = {
  title: 'Features/BrandValidation/BrandValidationScreen',
  component: BrandValidationScreen,
  parameters: { msw: validationHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter
          initialPath={
            (context.parameters as { path?: string }).path ?? '/admin-panel/brand-validation'
          }
        >
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof BrandValidationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, newest first, and the log's last lines; the next page on request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Validação nº 12' })).toBeVisible();
    const log = await canvas.findByRole('log', { name: 'Log da validação da marca' });
    // The log's lines arrive after the log itself.
    await expect(await within(log).findAllByText(/Ausentes no fabricante: 12/)).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await waitFor(() =>
      expect(canvas.getByText('Mostrando 11 a 12 de 12 registros')).toBeVisible(),
    );
  },
};

/** The list is loading: skeleton rows. */
export const Loading: Story = {
  parameters: { msw: validationHandlers({ listHangs: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando')).not.toHaveLength(0);
  },
};

/** No validation yet: an empty list and an empty log. */
export const Empty: Story = {
  parameters: { msw: validationHandlers({ rows: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum registro encontrado')).toBeVisible());
    await expect(canvas.getByText('Nenhuma validação ainda.')).toBeVisible();
  },
};

/** The list could not be read: an error with retry. */
export const LoadError: Story = {
  parameters: { msw: validationHandlers({ listFails: 503 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Não foi possível carregar a lista')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The profile may not list validations. */
export const Forbidden: Story = {
  parameters: { msw: validationHandlers({ listFails: 403 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long user names wrap inside their cells. */
export const LongText: Story = {
  parameters: {
    msw: validationHandlers({
      rows: [
        validacao(1, {
          UsuarioNome: 'Maria Aparecida dos Santos Oliveira de Albuquerque e Vasconcelos Filha',
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: 'Validação nº 1' }),
    ).toBeVisible();
  },
};

/** A profile that is not an administrator may start only the Padrão type. */
export const OnlyStandard: Story = {
  parameters: { msw: validationHandlers({ types: [3] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = await canvas.findByRole('button', { name: /Tipo/ });
    await waitFor(() => expect(type).toHaveTextContent('Padrão'));
    await userEvent.click(type);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
  },
};

/** Started with a file: queued, then followed live in the log until it ends. */
export const StartAndFollow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Validação nº 12' });
    await choose(canvasElement, 'fabricante.csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar validação' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Validação nº 112 na fila')).toBeVisible());
    const log = canvas.getByRole('log', { name: 'Log da validação da marca' });
    const line = await within(log).findByText('Validação nº 112');
    const item = line.closest('li');
    if (!item) throw new Error('no log line');
    await waitFor(() => expect(item).toHaveTextContent('Concluída'));
    await expect(item).toHaveTextContent('Com divergência: 7');
  },
};

/** Starting without a file says what is missing; a refusal shows the server's words. */
export const BadInput: Story = {
  parameters: {
    msw: validationHandlers({
      startRefused:
        'Lista do fabricante não encontrada. Envie o arquivo do fabricante antes de iniciar a validação.',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Validação nº 12' });
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar validação' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Escolha o tipo, o dia de referência e a lista do fabricante.',
    );
    await choose(canvasElement, 'fabricante.csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar validação' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(/Lista do fabricante não encontrada/),
    );
    // The chosen file is kept for another try.
    await expect(canvas.getByText('fabricante.csv')).toBeVisible();
  },
};

/** Removing asks first, then the validation leaves the list. */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Validação nº 12' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remover validação nº 12' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(body.getByText('Validação removida')).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Validação nº 12' })).toBeNull());
  },
};

/** A result opened by its link: the summary, the differences filtered by kind, a download. */
export const Result: Story = {
  parameters: { path: '/admin-panel/brand-validation?validacao=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Resultado da validação nº 3' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Placa: 4 · Modelo: 2 · Data: 1')).toBeVisible());
    const grid = canvas.getByRole('grid', { name: 'Diferenças da validação nº 3' });
    await expect(await within(grid).findByText('MOBI')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tipo de diferença/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Divergência' }));
    await waitFor(() => expect(within(grid).queryByText('9BD33333333333333')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(body.getByText('Resultado baixado')).toBeVisible());
  },
};

/** A result link to a validation that is gone (removed, or another tenant's): said plainly. */
export const ResultNotFound: Story = {
  parameters: { path: '/admin-panel/brand-validation?validacao=999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Validação não encontrada.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar às validações' }));
    // Back on the screen: the start card renders at once, whatever the list's pace.
    await expect(await canvas.findByRole('heading', { name: 'Nova validação' })).toBeVisible();
  },
};
