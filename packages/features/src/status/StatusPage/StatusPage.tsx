import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Compass, Hammer, Lock, Rocket, TriangleAlert, Wrench } from 'lucide-react';
import { Button, Link, StatusPanel, type StatusPanelProps } from '@emplacamento/ui';

/** Which status the page tells. */
export type StatusKind =
  'not-found' | 'not-authorized' | 'under-construction' | 'coming-soon' | 'maintenance' | 'error';

interface StatusLook {
  readonly icon: ReactNode;
  readonly tone: NonNullable<StatusPanelProps['tone']>;
  readonly eyebrow?: ParseKeys;
  readonly title: ParseKeys;
  readonly text: ParseKeys;
  readonly hint?: ParseKeys;
}

const looks: Record<StatusKind, StatusLook> = {
  'not-found': {
    icon: <Compass size={30} />,
    tone: 'neutral',
    eyebrow: 'errors.notFoundEyebrow',
    title: 'errors.notFoundTitle',
    text: 'errors.notFoundText',
    hint: 'errors.notFoundHint',
  },
  'not-authorized': {
    icon: <Lock size={30} />,
    tone: 'warning',
    eyebrow: 'errors.notAuthorizedEyebrow',
    title: 'errors.notAuthorizedTitle',
    text: 'errors.notAuthorizedText',
    hint: 'errors.notAuthorizedHint',
  },
  'under-construction': {
    icon: <Hammer size={30} />,
    tone: 'info',
    title: 'errors.underConstructionTitle',
    text: 'errors.underConstructionText',
  },
  'coming-soon': {
    icon: <Rocket size={30} />,
    tone: 'info',
    eyebrow: 'errors.comingSoonEyebrow',
    title: 'errors.comingSoonTitle',
    text: 'errors.comingSoonText',
    hint: 'errors.comingSoonHint',
  },
  maintenance: {
    icon: <Wrench size={30} />,
    tone: 'info',
    eyebrow: 'errors.maintenanceEyebrow',
    title: 'errors.maintenanceTitle',
    text: 'errors.maintenanceText',
    hint: 'errors.maintenanceHint',
  },
  error: {
    icon: <TriangleAlert size={30} />,
    tone: 'danger',
    eyebrow: 'errors.genericEyebrow',
    title: 'errors.genericTitle',
    text: 'errors.genericText',
    hint: 'errors.genericHint',
  },
};

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  readonly kind: StatusKind;
  /** The page's own name (e.g. the title of a route still being built). @default undefined */
  readonly subject?: string;
  /** Offers a retry button, the first way on (a script chunk that failed to load). @default undefined */
  readonly onRetry?: () => void;
  /** Where "back home" goes for a signed-in reader: the profile's landing. @default '/' */
  readonly homeHref?: string;
  /**
   * The sign-in page, for a reader nobody is signed in as: the way on is "Entrar" there instead
   * of "back home". @default undefined (the reader is signed in)
   */
  readonly signInHref?: string;
  /**
   * The page the reader was on before this one, offered as "Voltar à página anterior" when
   * known (never the address that redirected here, which would only redirect again).
   * @default undefined
   */
  readonly backHref?: string;
  /** Who is signed in, named under the ways on. @default undefined */
  readonly userName?: string;
  /**
   * Not authorized: signs out before "Entrar com outra conta" opens `signOutHref`. Both given,
   * the link is offered. @default undefined
   */
  readonly onSignOut?: () => void;
  /** Where "Entrar com outra conta" goes (the sign-in page). @default undefined */
  readonly signOutHref?: string;
  /**
   * Level of its heading: 1 on a page of its own, 2 inside the shell, whose page header holds
   * the page's level-1 title. @default 1
   */
  readonly headingLevel?: 1 | 2;
}

/**
 * The 404, not-authorized, under-construction, coming-soon, maintenance and error pages of §2
 * and §8: what happened, what to do and the way back — home for a signed-in reader, the
 * sign-in page for anyone else, and the page before when there is one.
 */
export function StatusPage({
  kind,
  subject,
  onRetry,
  homeHref = '/',
  signInHref,
  backHref,
  userName,
  onSignOut,
  signOutHref,
  headingLevel = 1,
}: StatusPageProps) {
  const { t } = useTranslation();
  const look = looks[kind];
  const signedIn = signInHref === undefined;
  const switchAccount =
    kind === 'not-authorized' && signedIn && onSignOut && signOutHref ? (
      <Link href={signOutHref} onPress={onSignOut}>
        {t('errors.switchAccount')}
      </Link>
    ) : null;
  return (
    <StatusPanel
      icon={look.icon}
      tone={look.tone}
      eyebrow={look.eyebrow ? t(look.eyebrow) : undefined}
      title={t(look.title)}
      headingLevel={headingLevel}
      description={subject ? `${subject}: ${t(look.text)}` : t(look.text)}
      hint={look.hint ? t(look.hint) : undefined}
      actions={
        <>
          {onRetry ? <Button onPress={onRetry}>{t('actions.retry')}</Button> : null}
          {signedIn ? (
            <Link appearance={onRetry ? 'secondary' : 'primary'} href={homeHref}>
              {t('errors.backHome')}
            </Link>
          ) : (
            <Link appearance={onRetry ? 'secondary' : 'primary'} href={signInHref}>
              {t('auth.signIn')}
            </Link>
          )}
          {backHref ? (
            <Link appearance="ghost" href={backHref}>
              <ArrowLeft size={16} aria-hidden />
              {t('errors.goBack')}
            </Link>
          ) : null}
        </>
      }
      footer={
        userName && signedIn ? (
          <>
            <span>{t('errors.signedInAs', { name: userName })}</span>
            {switchAccount}
          </>
        ) : undefined
      }
    />
  );
}
