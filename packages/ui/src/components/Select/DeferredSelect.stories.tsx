import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { DeferredSelect, type DeferredSelectProps } from './DeferredSelect';

const idiomas = [
  { id: 'pt-BR', label: 'Português' },
  { id: 'en', label: 'English' },
  { id: 'fr', label: 'Français' },
  { id: 'de', label: 'Deutsch' },
];

/** The choice kept by the story, as a page keeps it. */
function Chosen(props: DeferredSelectProps) {
  const [value, setValue] = useState<Key>(props.value);
  return (
    <DeferredSelect
      {...props}
      value={value}
      onChange={(key) => {
        if (key !== null) setValue(key);
        props.onChange?.(key);
      }}
    />
  );
}

/**
 * A Select whose list comes on demand (the sign-in page's language switch): closed, it is a button
 * named like the Select's; the press fetches the Select and opens its list.
 */
const meta = {
  title: 'UI/DeferredSelect',
  component: DeferredSelect,
  args: { label: 'Idioma', options: idiomas, value: 'pt-BR', onChange: fn() },
  render: (args) => <Chosen {...args} />,
} satisfies Meta<typeof DeferredSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the label, the chosen value and the chevron, and no list yet. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Idioma/ });
    await expect(trigger).toHaveTextContent('Português');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** A press opens the real Select's list; the choice is made there. */
export const PressOpens: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Idioma/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'English' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Idioma/ })).toHaveTextContent('English');
  },
};

/** From the keyboard: ArrowDown on the closed box opens the list, Enter chooses. */
export const KeyboardOpens: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Idioma/ });
    trigger.focus();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
