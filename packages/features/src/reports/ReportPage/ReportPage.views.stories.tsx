import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loggedUser } from '../../testing/api-fixtures';
import { announcerSettled } from '../../testing/dialog-stories';
import { reportHandlers } from '../../testing/report-handlers';
import { reportStoryMeta } from '../../testing/report-story-frame';
import { StoryPortal } from '../../testing/StoryPortal';
import { StoryRouter } from '../../testing/StoryRouter';
import { viewHandlers } from '../../testing/view-handlers';
import { ReportPage } from './ReportPage';

const saved = fn();

/**
 * A report page's own star and "Salvar visão": the star marks the report a favourite at once
 * (it leads the reports menu and My reports); the save keeps the filters, the period (a preset
 * by its name, so "the last complete month" moves with the days), the comparison, arrangement and
 * drill path under a name, personal or shared. A page opened from a saved view names it, and
 * says which filters the reader's scope took out.
 */
const meta = {
  title: 'Features/Reports/ReportPage/Views',
  component: ReportPage,
  args: { nome: 'Marca', today: '2026-12-15' },
  parameters: {
    msw: [...viewHandlers({ onSave: saved, starredReports: [] }), ...reportHandlers()],
    layout: 'fullscreen',
  },
  ...reportStoryMeta,
  // The save dialog holds unsaved changes the way every form does, through the data router.
  decorators: [
    (Story) => (
      <StoryRouter initialPath="/reports/by-brands">
        <Story />
      </StoryRouter>
    ),
    ...reportStoryMeta.decorators,
  ],
  beforeEach: () => {
    reportStoryMeta.beforeEach();
    saved.mockClear();
  },
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
  return canvas;
};

/** The star: pressed, it is on at once (aria-pressed, filled), and pressed again off. */
export const StarTheReport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const star = await canvas.findByRole('button', {
      name: 'Favorito: Emplacamentos por marca',
    });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * The default period (the month to date) is a preset: the view keeps its name, not the dates,
 * and the dialog says it will be worked out again each time; the name is trimmed.
 */
export const SaveARelativeView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar visão' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Salvar esta visão',
    });
    await expect(
      within(dialog).getByText('Período: Mês até hoje, recalculado a cada abertura'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome da visão/ }), '  Mês ');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Compartilhar/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await expect(saved.mock.calls[0]?.[0]).toEqual({
      Nome: 'Mês',
      Relatorio: 'Marca',
      Filtros: {},
      Periodo: 'mesAtual',
      Endereco: '',
      Compartilhada: true,
    });
    await expect(await within(document.body).findByText('Visão salva')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await announcerSettled(canvasElement);
  },
};

/** A name the user already uses: the server's refusal shows on the form, which stays open. */
export const DuplicateName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar visão' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Salvar esta visão',
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Nome da visão/ }),
      'ranking de SEGUNDA',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(
      await within(dialog).findByText('Você já tem uma visão com este nome'),
    ).toBeVisible();
  },
};

/** An empty name is refused before anything is sent. */
export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar visão' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Salvar esta visão',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome da visão/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(
      await within(dialog).findByText('O campo Nome da visão precisa ser informado'),
    ).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** A user whose profile may not share sees no sharing switch: the view is personal. */
export const MayNotShare: Story = {
  decorators: [
    (Story) => (
      <StoryPortal
        user={{
          ...loggedUser(),
          ehAdmin: false,
          ability: [{ action: 'manage', subject: 'emp_relatoriomarca' }],
        }}
      >
        <Story />
      </StoryPortal>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar visão' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Salvar esta visão',
    });
    await expect(within(dialog).queryByRole('switch')).toBeNull();
  },
};

/** Opened from a shared view the reader's scope narrowed: its name, and what was taken out. */
export const OpenedNarrowed: Story = {
  args: { view: { nome: 'Grande São Paulo no ano', removidos: ['empresaId', 'areaInfluenciaId'] } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByText('Visão “Grande São Paulo no ano”')).toBeVisible();
    await expect(canvas.getByText(/foram retirados/).closest('[role="status"]')).toHaveTextContent(
      'Alguns filtros desta visão foram retirados porque seu acesso não os inclui: Concessionária, Área de influência.',
    );
  },
};

/** Opened from a view nothing narrowed: its name only, no notice. */
export const OpenedAsSaved: Story = {
  args: { view: { nome: 'Ranking de segunda', removidos: [] } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByText('Visão “Ranking de segunda”')).toBeVisible();
    await expect(canvas.queryByText(/foram retirados/)).toBeNull();
  },
};
