import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@emplacamento/i18n';
import type { Skin } from '@emplacamento/ui';
import { StoryPortal } from '../../testing/StoryPortal';
import { TextsProvider } from '../../texts';
import type { LoginFailure } from '../../session/sign-in';
import { SignInCard } from './SignInCard';
import { SignInPreferences } from './SignInPreferences';

/** The app's translations given as the sign-in page's small translator gives them. */
function Texts({ children }: { readonly children: React.ReactNode }) {
  const { t } = useTranslation();
  return <TextsProvider t={(key) => t(key)}>{children}</TextsProvider>;
}

/** The switchers with their choices kept, as the sign-in page keeps them. */
function Preferences({ onLanguage }: { readonly onLanguage: (language: Language) => void }) {
  const [language, setLanguage] = useState<Language>('pt-BR');
  const [skin, setSkin] = useState<Skin>('light');
  return (
    <SignInPreferences
      language={language}
      onLanguage={(next) => {
        setLanguage(next);
        onLanguage(next);
      }}
      skin={skin}
      onSkin={setSkin}
    />
  );
}

/**
 * The sign-in card and its switchers as the sign-in page's own entry shows them (ADR 0216): no
 * router, data layer or i18next inside; signing in and the choices are passed in.
 */
const meta = {
  title: 'Features/Auth/SignInCard',
  component: SignInCard,
  args: {
    notice: false,
    onSignIn: fn(async (): Promise<LoginFailure | undefined> => Promise.resolve(undefined)),
  },
  decorators: [
    (Story) => (
      <StoryPortal>
        <Texts>
          <Story />
        </Texts>
      </StoryPortal>
    ),
  ],
} satisfies Meta<typeof SignInCard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
  await userEvent.type(canvas.getByLabelText(/^Senha/), 'segredo1');
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  return canvas;
}

/** Signing in: the fields go to the caller and the button stays pending while it leaves. */
export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await submit(canvasElement);
    await expect(args.onSignIn).toHaveBeenCalledWith('ana@example.com', 'segredo1');
    await expect(await canvas.findByRole('button', { name: /Entrando/ })).toBeVisible();
  },
};

/** Refused: the server's detail above the fields, with the focus, and the button back. */
export const Refused: Story = {
  args: {
    onSignIn: fn(async (): Promise<LoginFailure | undefined> =>
      Promise.resolve({ kind: 'credentials', detail: 'E-mail ou senha inválidos.' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('E-mail ou senha inválidos.');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

/** The session ended by itself: the notice above the form. */
export const SessionExpired: Story = {
  args: { notice: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/sessão/i);
  },
};

/** The switchers under the card: the language list comes on press, the skin switch at once. */
export const WithSwitchers: Story = {
  render: (args) => (
    <>
      <SignInCard {...args} />
      <Preferences onLanguage={fn()} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dark = canvas.getByRole('switch', { name: 'Tema escuro' });
    await userEvent.click(dark);
    await expect(dark).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /Idioma/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'English' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Idioma/ })).toHaveTextContent('English');
  },
};
