import { useTranslation } from 'react-i18next';
import { TextField } from '@emplacamento/ui';
import { PASSWORD_PATTERN } from './shared';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The new password typed so far (the confirmation is checked against it). */
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** A new password (the contract's rule) and its confirmation, as recovery and profile ask them. */
export function NewPasswordFields({ value, onChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={t('auth.newPassword')}
        autoComplete="new-password"
        pattern={PASSWORD_PATTERN}
        value={value}
        onChange={onChange}
        isRequired
      />
      <TextField
        name="confirm"
        type="password"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        isRequired
        validate={(confirm) => (confirm === value ? null : t('auth.passwordsDoNotMatch'))}
      />
    </>
  );
}
