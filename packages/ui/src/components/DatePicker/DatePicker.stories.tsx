import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DatePicker, DateRangePicker, formatDateRange } from './DatePicker';

/**
 * Dates in pt-BR (dd/mm/aaaa), weeks from Sunday, "today" in America/Sao_Paulo. Periods read
 * "01/11/2026 até 30/11/2026".
 */
const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Data de emplacamento', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: parseDate('2026-11-20') },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Data de emplacamento' });
    if (globals.locale === undefined || globals.locale === 'pt-BR') {
      await expect(group).toHaveTextContent('20/11/2026');
    }
    await userEvent.click(canvas.getByRole('button', { name: /Data de emplacamento/ }));
    const dialog = await screen.findByRole('dialog');
    // Weeks start on Sunday: 1 November 2026 is a Sunday, so it opens the first row (with
    // Monday first the row would start on 26 October).
    await expect(dialog.querySelector('td')).toHaveTextContent(/^1$/);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-21'));
  },
};

export const Empty: Story = {};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2026-01-02') },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'O campo Data de emplacamento precisa ser informado' },
};

export const Range: StoryObj<typeof DateRangePicker> = {
  render: (args) => <DateRangePicker {...args} />,
  args: {
    label: 'Período',
    defaultValue: { start: parseDate('2026-11-01'), end: parseDate('2026-11-30') },
    onChange: fn(),
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Período' });
    if (globals.locale === undefined || globals.locale === 'pt-BR') {
      await expect(group).toHaveTextContent('01/11/2026 até 30/11/2026');
    }
    await userEvent.click(canvas.getByRole('button', { name: /Período/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeInTheDocument();
    // Keyboard only: focus starts on 1 November; five days on, Enter starts the range; a few
    // days on, Enter ends it.
    await userEvent.keyboard(`${'{ArrowRight}'.repeat(5)}{Enter}{ArrowRight}{ArrowRight}{Enter}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: parseDate('2026-11-06') }),
    );
    await expect(group).toHaveTextContent(/06\/11\/2026 até \d\d\/11\/2026/);
    await expect(
      formatDateRange({ start: parseDate('2026-11-06'), end: parseDate('2026-11-10') }),
    ).toBe('06/11/2026 até 10/11/2026');
  },
};

export const RangeInvalid: StoryObj<typeof DateRangePicker> = {
  render: (args) => <DateRangePicker {...args} />,
  args: { label: 'Período', isInvalid: true, errorMessage: 'O período precisa ser informado' },
};
