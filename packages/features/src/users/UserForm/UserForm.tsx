import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import {
  resolveLocale,
  userServerMessage,
  type UserField,
  type UserServerRule,
} from '@emplacamento/validators';
import {
  Button,
  Card,
  EmptyState,
  Form,
  FormActions,
  SkeletonText,
  Stack,
  Text,
} from '@emplacamento/ui';
import { TriangleAlert } from 'lucide-react';
import {
  EntityLoadFailure,
  serverRuleTranslator,
  UnsavedChangesDialog,
  useEntityForm,
  useReturnAfterSave,
  useUnsavedGuard,
} from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { bulletinOptions, paths, profileOptions, userOptions, type User } from '../api';
import { scopeOf, useUserRules, type UserRules } from '../use-user-rules';
import { UserAccount } from './UserAccount';
import { UserFields } from './UserFields';
import { ruleOptions, toPayload, toValues, validateValues, type UserValues } from './values';

const LIST = '/admin-panel/users';
const serverRules: UserServerRule[] = [
  'login_unico',
  'perfil_invalido',
  'concessionaria_inexistente',
  'grupo_empresa_inexistente',
  'grupo_economico_inexistente',
  'regiao_inexistente',
];

/** The form field of a server error: the body nests the portal data and names the profile. */
const serverField = (field: string): string =>
  field === 'profile' ? 'perfilId' : field.replace(/^dadosAdicionais\./, '');

/** Props of {@link UserForm}. */
export interface UserFormProps {
  /** The user to edit; absent for a new one (add and edit share this screen). */
  readonly id?: number;
}

/**
 * `/admin-panel/user/add` and `/admin-panel/user/edit/{id}`: the profile decides the scope
 * fields (group and store profiles give a dealership, regional ones a region), the tenant decides
 * whether the CPF is required; on edit, the account's login, password reset and activation.
 */
export function UserForm({ id }: UserFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const rules = useUserRules();
  const entity = useQuery({ ...userOptions(session, id ?? 0), enabled: id !== undefined });
  // Read with the parameters, not after them: the fields' pickers then open filled.
  useQuery(profileOptions(session));
  useQuery(bulletinOptions(session));
  const name = t(id === undefined ? 'routes.admin-panel-user-add' : 'routes.admin-panel-user-edit');
  if (entity.isError) {
    return (
      <Card aria-label={name}>
        <EntityLoadFailure
          error={entity.error}
          notFoundTitle={t('users.notFound')}
          onRetry={() => void entity.refetch()}
        />
      </Card>
    );
  }
  if (rules.error) {
    // Without the profile lists the form cannot say which fields a profile has.
    return (
      <Card aria-label={name}>
        <EmptyState
          icon={<TriangleAlert size={32} aria-hidden />}
          title={t('users.parametersFailed')}
          action={
            <Button variant="secondary" onPress={rules.retry}>
              {t('actions.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  if ((id !== undefined && entity.isPending) || rules.params === null) {
    return (
      <Card aria-label={name}>
        <SkeletonText lines={10} label={t('actions.loading')} />
      </Card>
    );
  }
  return <UserFormBody key={id ?? 'novo'} user={entity.data} rules={rules} />;
}

function UserFormBody({
  user,
  rules,
}: {
  readonly user: User | undefined;
  readonly rules: UserRules;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const navigate = useNavigate();
  const locale = resolveLocale(i18n.language);
  // The values the form opens with stay those of the first read: a refetch of the user after an
  // account action (login, status) must not wipe what is being typed.
  const [initial] = useState(() => toValues(user));
  const [login, setLogin] = useState(user?.login ?? '');
  const { params, documentoObrigatorio } = rules;
  const scopeOfProfile = useMemo(
    () => (perfilId: number | null) => scopeOf(params, perfilId),
    [params],
  );
  const validate = useMemo(
    () => (values: UserValues) =>
      validateValues(
        values,
        locale,
        ruleOptions(scopeOfProfile(values.perfilId), documentoObrigatorio),
      ),
    [locale, scopeOfProfile, documentoObrigatorio],
  );
  const form = useEntityForm({
    initial,
    validate,
    save: async (values: UserValues) => {
      const scope = scopeOfProfile(values.perfilId);
      const call = user
        ? session.clients.users.PUT(paths.update, {
            body: toPayload(values, scope, login, user.id),
          })
        : session.clients.users.POST(paths.create, {
            body: toPayload(values, scope, values.login),
          });
      return unwrap(await settle(call));
    },
    onSaved: (saved) => {
      void client.invalidateQueries({ queryKey: operationKey(paths.list) });
      client.setQueryData(operationKey(paths.one, { id: saved.id }), saved);
      if (user) toasts.success(t('users.updated'));
      else toasts.success(t('users.created'), t('users.createdText', { login: saved.login }));
      returnToList();
    },
    translateServerRule: serverRuleTranslator(serverRules, userServerMessage, locale),
    serverField,
  });
  const returnToList = useReturnAfterSave(form.dirty, LIST);
  const { blocker } = useUnsavedGuard(form.dirty);
  const scope = scopeOfProfile(form.values.perfilId);
  const options = ruleOptions(scope, documentoObrigatorio);
  const required = new Set<UserField>(options.obrigatorios);
  if (documentoObrigatorio) required.add('documento');

  const title = t(user ? 'routes.admin-panel-user-edit' : 'routes.admin-panel-user-add');
  return (
    // The shell's header shows the route's title as the page's h1; the card names who is edited.
    <Card aria-label={title} title={user?.nomeCompleto}>
      <Stack gap="8">
        {user ? (
          <UserAccount
            user={user}
            login={login}
            onLoginChanged={(next) => {
              setLogin(next);
            }}
          />
        ) : null}
        <Form
          onSubmit={form.onSubmit}
          validationBehavior="aria"
          error={form.formError ?? undefined}
          aria-label={title}
        >
          <Stack gap="6">
            <Text variant="small" tone="muted">
              {t('formKit.requiredHint')}
            </Text>
            <UserFields
              form={form}
              user={user}
              scope={scope}
              scopeOfProfile={scopeOfProfile}
              required={required}
            />
            <FormActions>
              <Button variant="secondary" onPress={() => void navigate(LIST)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" isPending={form.pending}>
                {t('actions.save')}
              </Button>
            </FormActions>
          </Stack>
        </Form>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Card>
  );
}
