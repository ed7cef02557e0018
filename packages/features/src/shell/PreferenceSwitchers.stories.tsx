import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Skin } from '@emplacamento/ui';
import { StoryPortal } from '../testing/StoryPortal';
import { PreferenceSwitchers } from './PreferenceSwitchers';

/** The language, skin and menu-layout switchers of the header. */
const meta = {
  title: 'Features/Shell/PreferenceSwitchers',
  component: PreferenceSwitchers,
  args: { withLayout: false },
  decorators: [
    (Story, context) => (
      <StoryPortal preferences={{ skin: (context.globals as { skin?: Skin }).skin ?? 'light' }}>
        <Story />
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof PreferenceSwitchers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Language by keyboard: the labels follow the chosen language. */
export const LanguageByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('button', { name: /Idioma/ });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('button', { name: /Language/ })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Dark theme' })).toBeInTheDocument();
  },
};

/** The dark-skin switch flips the theme root the widget is in. */
export const SkinSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dark = canvas.getByRole('switch', { name: 'Tema escuro' });
    const before = (dark as HTMLInputElement).checked;
    await userEvent.click(dark);
    await waitFor(() => expect((dark as HTMLInputElement).checked).toBe(!before));
    // The nearest theme root is the PreferencesProvider's, the one the portal renders.
    await expect(dark.closest('[data-skin]')).toHaveAttribute(
      'data-skin',
      before ? 'light' : 'dark',
    );
  },
};

/** With the menu-layout choice, as menu pages show it. */
export const WithLayout: Story = {
  args: { withLayout: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Menu/ })).toHaveTextContent(
      'Vertical',
    );
  },
};
