import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconGallery, iconNames } from './IconGallery';

/**
 * The icon set: Lucide, the maintained superset of Feather. Import icons one by one
 * (`import { Bell } from 'lucide-react'`) so bundles carry only what they use; this gallery is
 * what the portal's /ui/feather page shows.
 */
const meta = {
  title: 'UI/Icons',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  args: { limit: 240 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(iconNames.length).toBeGreaterThan(1000);
    const search = canvas.getByRole('searchbox');
    await userEvent.type(search, 'car');
    await waitFor(() => expect(canvas.getByText('Car')).toBeInTheDocument());
    await expect(canvas.queryByText('Bell')).toBeNull();
    if (globals.locale === undefined || globals.locale === 'pt-BR') {
      await expect(canvas.getByText(/ícones$/)).toBeInTheDocument();
    }
  },
};

export const Filtered: Story = { args: { defaultQuery: 'arrow' } };

/** The name as written in code or in kebab case finds the same icon; one match says "1 ícone". */
export const ByKebabName: Story = {
  args: { limit: 240 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'car-front');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('listitem')).toHaveTextContent('CarFront');
    if (globals.locale === undefined || globals.locale === 'pt-BR') {
      await expect(canvas.getByText('1 ícone')).toBeInTheDocument();
    }
  },
};
