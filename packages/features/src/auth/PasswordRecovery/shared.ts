/** The password rule of the contract (`Senha`): 8+ characters with a letter and a digit. */
export const PASSWORD_PATTERN = '(?=.*[A-Za-z])(?=.*[0-9]).{8,128}';

/** What the forms' submit handlers need of the event. */
export interface SubmitEventLike {
  preventDefault(): void;
  readonly currentTarget: HTMLFormElement;
}

/** A text field's value from a submitted form (`''` when absent or a file). */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
