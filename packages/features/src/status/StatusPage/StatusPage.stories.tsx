import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FullLayout } from '@emplacamento/ui';
import type { Language } from '@emplacamento/i18n';
import { StoryPortal } from '../../testing/StoryPortal';
import { StatusPage } from './StatusPage';

/**
 * The 404, not-authorized, coming-soon, maintenance, error and under-construction pages of §2 and
 * §8, in the full layout they are shown in: what happened, what to do, and the way back — the
 * profile's landing for a signed-in reader, the sign-in page for anyone else, and the page before
 * when the history has one.
 */
const meta = {
  title: 'Features/Status/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen' },
  args: {
    kind: 'not-found',
    homeHref: '/dashboard-kpi',
    userName: 'Maria Aparecida Souza',
    backHref: '/admin-panel/dealerships/list?page=2',
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryPortal language={(parameters.language as Language | undefined) ?? 'pt-BR'}>
        <FullLayout logo="Emplacamento">
          <Story />
        </FullLayout>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: back to the profile's landing, or one step back. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(canvas.getByText('Erro 404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/dashboard-kpi',
    );
    await expect(canvas.getByText('Conectado como Maria Aparecida Souza')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar à página anterior' })).toHaveAttribute(
      'href',
      '/admin-panel/dealerships/list?page=2',
    );
  },
};

/** Nobody signed in: the way on is the sign-in page, and nobody is named. */
export const NotFoundSignedOut: Story = {
  args: { signInHref: '/login', userName: undefined, backHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: 'Voltar para o início' })).toBeNull();
    // A first page of the visit has no page before it.
    await expect(canvas.queryByRole('link', { name: 'Voltar à página anterior' })).toBeNull();
    await expect(canvas.queryByText(/Conectado como/)).toBeNull();
  },
};

/** Signed in without the permission: home, or sign in as someone who has it. */
export const NotAuthorized: Story = {
  args: { kind: 'not-authorized', onSignOut: fn(), signOutHref: '#login' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Você não tem autorização!' }),
    ).toBeVisible();
    await expect(canvas.getByText(/peça ao administrador do portal/)).toBeVisible();
    const other = canvas.getByRole('link', { name: 'Entrar com outra conta' });
    await expect(other).toHaveAttribute('href', '#login');
    // The story stays on its page: the test page itself would follow the link.
    canvasElement.addEventListener('click', (event) => {
      event.preventDefault();
    });
    await userEvent.click(other);
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const ComingSoon: Story = {
  args: { kind: 'coming-soon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Em breve' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/dashboard-kpi',
    );
  },
};

export const Maintenance: Story = {
  args: { kind: 'maintenance', signInHref: '/login', userName: undefined, backHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Em manutenção' })).toBeVisible();
    await expect(canvas.getByText('Manutenção programada')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  },
};

/** A script chunk that failed to load: retry first, home second. */
export const ErrorWithRetry: Story = {
  args: { kind: 'error', onRetry: fn(), backHref: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toBeVisible();
  },
};

/** A route whose screen is not built yet, inside the shell (whose header holds the h1). */
export const UnderConstructionLongTitle: Story = {
  args: {
    kind: 'under-construction',
    headingLevel: 2,
    userName: undefined,
    subject:
      'Relatório de acesso por grupo empresa com faturamento consolidado de todas as concessionárias associadas',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Em construção' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const NotFoundInEnglish: Story = {
  parameters: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the previous page' })).toHaveAttribute(
      'href',
      '/admin-panel/dealerships/list?page=2',
    );
  },
};

export const NotAuthorizedInFrench: Story = {
  parameters: { language: 'fr' },
  args: { kind: 'not-authorized', onSignOut: fn(), signOutHref: '#login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Vous n'êtes pas autorisé !" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Se connecter avec un autre compte' }),
    ).toBeVisible();
  },
};

/** German's long words: the actions wrap, nothing overflows. */
export const NotFoundInGerman: Story = {
  parameters: { language: 'de' },
  args: { kind: 'not-found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur vorherigen Seite' })).toBeVisible();
    await expect(canvas.getByText('Angemeldet als Maria Aparecida Souza')).toBeVisible();
  },
};
