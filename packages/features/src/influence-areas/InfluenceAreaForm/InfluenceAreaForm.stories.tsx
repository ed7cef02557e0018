import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { problem } from '../../testing/api-handlers';
import { areaInfluencia, influenceAreaHandlers } from '../../testing/influence-area-handlers';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { InfluenceAreaForm } from './InfluenceAreaForm';

/** Add and edit an influence area with the municipalities it covers. */
const meta = {
  title: 'Features/InfluenceAreas/InfluenceAreaForm',
  component: InfluenceAreaForm,
  parameters: { msw: influenceAreaHandlers(), layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryPortal user={loggedUser()}>
        <StoryRouter initialPath="/admin-panel/area/add">
          <Story />
        </StoryRouter>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof InfluenceAreaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new area: empty fields, required ones marked, no municipality yet. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Nova área de influência' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toBeRequired();
    await expect(canvas.getByText(/Nenhum município nesta área ainda/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Município a adicionar' })).toBeDisabled();
  },
};

/** Saving an empty form: the shared rules' messages, focus on the first field. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(canvas.getByText('O campo Nome precisa ser informado')).toBeVisible(),
    );
    await expect(canvas.getByText('O campo Código precisa ser informado')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus());
  },
};

/** Taking a municipality out of an area lists it no more, and saving sends the rest. */
export const RemoveMunicipality: Story = {
  render: () => <InfluenceAreaForm id={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Guarulhos/SP')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Guarulhos/SP' }));
    await expect(canvas.queryByText('Guarulhos/SP')).toBeNull();
    await expect(canvas.getByText('1 município')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Área de influência atualizada'),
    ).toBeVisible();
  },
};

/** Editing: the area's values and its municipalities by name. */
export const Edit: Story = {
  render: () => <InfluenceAreaForm id={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome' })).toHaveValue('Área 01');
    await expect(canvas.getByText('São Paulo/SP')).toBeVisible();
    await expect(canvas.getByText('Guarulhos/SP')).toBeVisible();
    await expect(canvas.getByText('2 municípios')).toBeVisible();
  },
};

/** The server refuses a code another area uses: its message on the code field. */
export const ServerFieldError: Story = {
  render: () => <InfluenceAreaForm id={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Código' });
    await userEvent.clear(code);
    await userEvent.type(code, 'ai-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(
      await canvas.findByText('Código já utilizado por outra área de influência'),
    ).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** Deleting asks first; cancelling keeps the area on screen. */
export const ConfirmDelete: Story = {
  render: () => <InfluenceAreaForm id={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir área' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Excluir esta área de influência?',
    });
    // The dialog fades in: its text becomes visible once the animation ends.
    await waitFor(() =>
      expect(within(dialog).getByText(/A área Área 01 será excluída/)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Área 01');
  },
};

/** Leaving with unsaved changes asks first; staying keeps the values. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Litoral');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Litoral');
  },
};

/** Loading the area to edit. */
export const Loading: Story = {
  render: () => <InfluenceAreaForm id={2} />,
  parameters: {
    msw: [
      http.get('*/AreaInfluencia/ObterAreaInfluenciaPorId', async () => {
        await new Promise(() => undefined);
      }),
      ...influenceAreaHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Editar área de influência' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** An id the tenant does not have. */
export const NotFound: Story = {
  render: () => <InfluenceAreaForm id={404} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Área de influência não encontrada.'),
    ).toBeVisible();
  },
};

/** The profile may not edit influence areas. */
export const Forbidden: Story = {
  render: () => <InfluenceAreaForm id={1} />,
  parameters: {
    msw: [
      http.get('*/AreaInfluencia/ObterAreaInfluenciaPorId', () =>
        problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.'),
      ),
      ...influenceAreaHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem autorização')).toBeVisible();
  },
};

/** Long names stay inside their fields and list items. */
export const LongText: Story = {
  render: () => <InfluenceAreaForm id={1} />,
  parameters: {
    msw: influenceAreaHandlers([
      areaInfluencia(1, {
        Nome: 'Região Metropolitana de Campinas, Vale do Paraíba, Litoral Norte e Serra da Mantiqueira',
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Nome' })).toHaveValue(
      'Região Metropolitana de Campinas, Vale do Paraíba, Litoral Norte e Serra da Mantiqueira',
    );
  },
};
