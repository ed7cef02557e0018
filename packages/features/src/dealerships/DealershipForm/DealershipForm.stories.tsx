import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { HELD_CNPJ, concessionaria, dealershipHandlers } from '../../testing/dealership-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { DealershipForm } from './DealershipForm';

/** Add and edit a dealership: the reference form screen. */
const meta = {
  title: 'Features/Dealerships/DealershipForm',
  component: DealershipForm,
  parameters: { msw: dealershipHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/dealerships/add">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof DealershipForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new dealership: empty fields, required ones marked. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's h1 is the shell's; the form is named after the route.
    await expect(canvas.getByRole('form', { name: 'Nova concessionária' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CNPJ' })).toBeRequired();
  },
};

/** Saving an empty form: the shared rules' messages in Portuguese, focus on the first field. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(canvas.getByText('O campo CNPJ precisa ser informado')).toBeVisible(),
    );
    await expect(canvas.getByText('O campo Razão social precisa ser informado')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'CNPJ' })).toHaveFocus());
  },
};

/** An alphanumeric CNPJ with a wrong check digit, then the right one fills the legal name. */
export const CnpjCheckDigitAndLookup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cnpj = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(cnpj, '12ABC34501DE36');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-36');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(canvas.getByText('Documento inválido')).toBeVisible());
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '12ABC34501DE35');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Razão social' })).toHaveValue(
        'Auto Alfa Comércio de Veículos Ltda',
      ),
    );
    await expect(canvas.queryByText('Documento inválido')).toBeNull();
  },
};

const sent: string[] = [];

/**
 * A CNPJ another dealership holds is the CNPJ's error as soon as it is typed, with a link to that
 * dealership; saving stops on the field and sends nothing.
 */
export const CnpjOfAnotherDealership: Story = {
  parameters: {
    msw: [
      http.post('*/EmpresaAssociada/CadastrarEmpresa', ({ request }) => {
        sent.push(request.url);
        return new Response(null, { status: 500 });
      }),
      ...dealershipHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = within(canvasElement);
    const cnpj = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(cnpj, HELD_CNPJ);
    const message = `Este CNPJ já pertence a ${concessionaria(2).RazaoSocial}.`;
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(cnpj).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByRole('link', { name: `Abrir o cadastro de ${concessionaria(2).RazaoSocial}` }),
    ).toHaveAttribute('href', '/admin-panel/dealerships/edit/2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Razão social' }), 'Outra Ltda');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cnpj).toHaveFocus());
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(sent).toEqual([]);
  },
};

/** A CNPJ nobody holds says so (the look-up's 204), and is no error. */
export const CnpjNobodyHolds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cnpj = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.type(cnpj, '11222333000181');
    await expect(await canvas.findByText('Nenhum cadastro com este CNPJ.')).toBeVisible();
    await expect(cnpj).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Editing: the dealership's values, its group and city names in the pickers. */
export const Edit: Story = {
  render: () => <DealershipForm id={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome fantasia' })).toHaveValue(
      'Auto 003',
    );
    await expect(canvas.getByRole('combobox', { name: 'Município' })).toHaveValue('São Paulo');
    await expect(canvas.getByRole('combobox', { name: 'Grupo empresa' })).toHaveValue(
      'Grupo Paulista',
    );
  },
};

/** The server refuses a duplicate CNPJ: its message on the CNPJ field. */
export const ServerFieldError: Story = {
  render: () => <DealershipForm id={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Nome fantasia' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Auto Um');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await canvas.findByText('CNPJ já cadastrado em outra concessionária'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'CNPJ' })).toHaveFocus());
  },
  parameters: {
    msw: [
      http.put('*/EmpresaAssociada/AtualizarEmpresa', () =>
        Response.json(
          {
            type: '/problems/conflito',
            title: 'Conflito',
            status: 409,
            detail: 'O CNPJ informado já está cadastrado para Auto 002.',
            errors: [{ field: 'CNPJ', message: 'CNPJ já cadastrado em outra concessionária' }],
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
      ...dealershipHandlers(),
    ],
  },
};

/** Leaving with unsaved changes asks first; staying keeps the values. */
export const UnsavedChanges: Story = {
  render: () => (
    <>
      <DealershipForm />
      <a href="#elsewhere">elsewhere</a>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome fantasia' }), 'Auto Nova');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome fantasia' })).toHaveValue('Auto Nova');
  },
};

/** Loading the dealership to edit. */
export const Loading: Story = {
  render: () => <DealershipForm id={2} />,
  parameters: {
    msw: [
      http.get('*/EmpresaGrid/ObterEmpresaPorId', async () => {
        await new Promise(() => undefined);
      }),
      ...dealershipHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Editar concessionária' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** An id the tenant does not have. */
export const NotFound: Story = {
  render: () => <DealershipForm id={404} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Concessionária não encontrada.'),
    ).toBeVisible();
  },
};

/** The profile may not edit dealerships. */
export const Forbidden: Story = {
  render: () => <DealershipForm id={1} />,
  parameters: {
    msw: [
      http.get('*/EmpresaGrid/ObterEmpresaPorId', () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      ),
      ...dealershipHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long values stay inside their fields. */
export const LongText: Story = {
  render: () => <DealershipForm id={1} />,
  parameters: {
    msw: dealershipHandlers([
      concessionaria(1, {
        NomeFantasia: 'Auto Comercial Paulista de Veículos Nacionais e Importados da Zona Sul',
        Observacoes: 'Observação longa. '.repeat(40),
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Nome fantasia' }),
    ).toHaveValue('Auto Comercial Paulista de Veículos Nacionais e Importados da Zona Sul');
  },
};
