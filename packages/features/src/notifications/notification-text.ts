import type { TFunction, i18n as I18n } from 'i18next';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Parameters of a notification's message: only the plain values it carries. */
function parametersOf(value: unknown): Record<string, string | number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * A notification's title and text in the reader's language. The server names the message
 * (`mensagem`, with `parametros`) besides writing it in pt-BR (`titulo`, `texto`): a message the
 * portal knows is shown from its translations, any other in the server's own words.
 */
export function notificationText(
  dados: Readonly<Record<string, unknown>>,
  t: TFunction,
  i18n: I18n,
): { readonly title: string; readonly text: string } {
  const code = textOf(dados.mensagem);
  const key = `notifications.messages.${code}`;
  if (code === '' || !i18n.exists(`${key}.title`))
    return { title: textOf(dados.titulo), text: textOf(dados.texto) };
  const parametros = parametersOf(dados.parametros);
  return {
    title: t(`${key}.title`, { ...parametros, defaultValue: textOf(dados.titulo) }),
    text: t(`${key}.text`, { ...parametros, defaultValue: textOf(dados.texto) }),
  };
}
