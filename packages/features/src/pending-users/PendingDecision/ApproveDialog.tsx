import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import {
  resolveLocale,
  userLabels,
  userServerMessage,
  validateForm,
  type Locale,
} from '@emplacamento/validators';
import { Button, Dialog, Form, FormActions, Grid, Select, Stack, Text } from '@emplacamento/ui';
import { serverRuleTranslator, useEntityForm } from '../../kits/form';
import { useSession, useToasts } from '../../session/SessionProvider';
import { profileOptions, type User } from '../../users/api';
import { scopeOf, useUserRules } from '../../users/use-user-rules';
import { UserScopeFields, type ScopeValues } from '../../users/UserScopeFields';
import { invalidateUsers, paths } from '../api';

/** Props of {@link ApproveDialog}. */
export interface ApproveDialogProps {
  /** The users to approve. */
  readonly ids: readonly number[];
  /**
   * The picked users as the list shows them: the profile and each scope field they all asked for
   * when they registered are where the dialog starts. @default none (nothing chosen)
   */
  readonly requested?: readonly User[];
  /** After the approval or when the user gives up. */
  readonly onClose: (decided: boolean) => void;
}

type Values = { perfilId: number | null } & { -readonly [K in keyof ScopeValues]: number | null };

const empty: Values = {
  perfilId: null,
  grupoEconomicoId: null,
  grupoEmpresaId: null,
  regiaoOperacionalId: null,
  empresaId: null,
};

const scopeKeys = {
  grupoEconomico: 'grupoEconomicoId',
  grupoEmpresa: 'grupoEmpresaId',
  regiaoOperacional: 'regiaoOperacionalId',
  concessionaria: 'empresaId',
} as const;

/**
 * Approves the chosen pending users with one profile and its scope (the user form's profile
 * rules and pickers: a store or group profile asks for the dealership, a regional one for the
 * region); the server checks the same and says what it refuses on its field.
 */
export function ApproveDialog({ ids, requested = [], onClose }: ApproveDialogProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const locale = resolveLocale(i18n.language);
  const label = userLabels[locale];
  const rules = useUserRules();
  const profiles = useQuery(profileOptions(session));
  const requiredOf = useMemo(
    () => (perfilId: number | null) =>
      new Set<string>([
        'perfilId',
        ...scopeOf(rules.params, perfilId).required.map((f) => scopeKeys[f]),
      ]),
    [rules.params],
  );
  const validate = useMemo(
    () => (values: Values) => validateRequired(values, requiredOf(values.perfilId), locale),
    [requiredOf, locale],
  );
  const translateServerRule = useMemo(
    () =>
      serverRuleTranslator(
        [
          'perfil_invalido',
          'concessionaria_inexistente',
          'grupo_empresa_inexistente',
          'grupo_economico_inexistente',
          'regiao_inexistente',
        ],
        userServerMessage,
        locale,
      ),
    [locale],
  );
  const initial = useMemo(() => requestedValues(requested), [requested]);
  const names = useMemo(() => requestedNames(requested, initial), [requested, initial]);
  const form = useEntityForm({
    initial,
    validate,
    translateServerRule,
    save: async (values: Values) => {
      const { perfilId, ...scope } = values;
      return unwrap(
        await settle(
          session.clients.users.POST(paths.approve, {
            body: { usuarioIds: [...ids], perfilId: perfilId ?? 0, ...scope },
          }),
        ),
      );
    },
    onSaved: (decided) => {
      invalidateUsers(client);
      toasts.success(t('pendingUsers.approved', { count: decided.usuarioIds.length }));
      onClose(true);
    },
  });
  const scope = scopeOf(rules.params, form.values.perfilId);
  const required = requiredOf(form.values.perfilId);
  const title = t('pendingUsers.approveTitle', { count: ids.length });
  return (
    <Dialog
      isOpen
      size="lg"
      title={title}
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
    >
      <Form
        aria-label={title}
        onSubmit={form.onSubmit}
        validationBehavior="aria"
        error={form.formError ?? (rules.error ? t('pendingUsers.rulesFailed') : undefined)}
      >
        <Stack gap="6">
          <Text variant="small" tone="muted">
            {t('pendingUsers.approveText', { count: ids.length })}
          </Text>
          <Grid columns={{ base: '1', md: '2' }} gap="4">
            <Select
              label={label.perfilId}
              options={(profiles.data ?? [])
                .filter((profile) => profile.ativo)
                .map((profile) => ({ id: profile.id, label: profile.nome }))}
              value={form.values.perfilId}
              isLoading={profiles.isPending}
              isDisabled={rules.pending}
              isRequired
              isInvalid={form.errors.perfilId !== undefined}
              errorMessage={form.errors.perfilId}
              onChange={(key) => {
                // A new profile starts its scope afresh: nothing stale from the previous one.
                form.merge({ ...empty, perfilId: key === null ? null : Number(key) });
              }}
            />
            <UserScopeFields
              scope={scope}
              values={form.values}
              errors={form.errors}
              isRequired={(name) => required.has(name)}
              merge={form.merge}
              names={form.values.perfilId === initial.perfilId ? names : {}}
            />
          </Grid>
          <FormActions>
            <Button
              variant="secondary"
              onPress={() => {
                onClose(false);
              }}
            >
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={form.pending} isDisabled={rules.params === null}>
              {t('pendingUsers.approve')}
            </Button>
          </FormActions>
        </Stack>
      </Form>
    </Dialog>
  );
}

/** The one value every picked user has, or null when they differ (or none was picked). */
function common<T>(values: readonly T[]): T | null {
  const [first] = values;
  return first !== undefined && values.every((value) => value === first) ? first : null;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The profile and scope the picked users asked for when they registered, each field only when
 * they all asked for the same (a different request per user leaves the field to the approver).
 */
function requestedValues(users: readonly User[]): Values {
  const perfilId = common(users.map((user) => user.perfilId));
  if (perfilId === null) return empty;
  const scope = (key: keyof ScopeValues) =>
    common(users.map((user) => numberOrNull(user.dadosAdicionais?.[key])));
  return {
    perfilId,
    grupoEconomicoId: scope('grupoEconomicoId'),
    grupoEmpresaId: scope('grupoEmpresaId'),
    regiaoOperacionalId: scope('regiaoOperacionalId'),
    empresaId: scope('empresaId'),
  };
}

/** What the searched pickers show for the requested scope (the list's names of it). */
function requestedNames(users: readonly User[], values: Values) {
  const name = (id: number | null, of: (user: User) => string | null | undefined) =>
    id === null ? '' : (common(users.map((user) => of(user) ?? '')) ?? '');
  return {
    grupoEconomico: name(values.grupoEconomicoId, (user) => user.grupoEconomicoNome),
    grupoEmpresa: name(values.grupoEmpresaId, (user) => user.grupoEmpresaNome),
    empresa: name(values.empresaId, (user) => user.empresaNome),
  };
}

/** The shared "required" message of each field that must be given and is not. */
function validateRequired(values: Values, required: ReadonlySet<string>, locale: Locale) {
  const label = userLabels[locale];
  const fields = Object.fromEntries(
    [...required].map((name) => [
      name,
      { rules: 'required', label: label[name as keyof typeof label] },
    ]),
  );
  return validateForm(values, fields, locale);
}
