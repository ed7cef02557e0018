import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { TenantConfig } from '../../config/runtime-config';
import { TenantLogo } from './TenantLogo';

/** A square mark in the tenant's colours, as the API serves one per association. */
const mark = (colour: string, letters: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${colour}"/><text x="16" y="21" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`,
  )}`;

const tenant = (nome: string, logo: string | null): TenantConfig => ({
  id: 'abracaf',
  nome,
  hosts: [],
  tema: null,
  corPrimaria: null,
  logo,
  services: null,
  realtime: { provider: 'sse' },
});

const abracaf = tenant(
  'ABRACAF — Associação Brasileira dos Concessionários Fiat',
  mark('#b5121b', 'AF'),
);

/**
 * The tenant's mark and short name at the top of the menu; the mark alone on the collapsed
 * rail and the phone header, named for screen readers there.
 */
const meta = {
  title: 'Features/Shell/TenantLogo',
  component: TenantLogo,
  args: { tenant: abracaf },
} satisfies Meta<typeof TenantLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo beside the short name; the full name is the tooltip, the image is decoration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ABRACAF')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTitle(abracaf.nome)).toBeVisible();
  },
};

/** Compact (collapsed rail, phone header): the mark alone carries the name. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'ABRACAF' });
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** A tenant without a logo in its configuration: the neutral car, still named when compact. */
export const Empty: Story = {
  args: { tenant: tenant('Portal Emplacamento', null), compact: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Portal Emplacamento' }),
    ).toBeVisible();
  },
};

/** The logo fails to load: the neutral car takes its place, never a broken-image box. */
export const LogoFailsToLoad: Story = {
  args: { tenant: tenant('ABRAC — Associação', '/branding/nao-existe/logo.svg') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
    await expect(within(canvasElement).getByText('ABRAC')).toBeVisible();
  },
};

/** A long name without a short form: it wraps inside the menu's width instead of overflowing. */
export const LongText: Story = {
  args: {
    tenant: tenant(
      'Associação Brasileira dos Distribuidores e Concessionários de Veículos Automotores',
      mark('#1d3f8f', 'AB'),
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '14rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/Associação Brasileira/);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 14 * 16 + 1,
    );
  },
};
