import { PreferenceSwitchers } from '@emplacamento/features';

/**
 * The language and skin switchers of the full-layout pages (sign-in, password pages, status), a
 * chunk of their own: their menus and popovers are not needed to show the sign-in form, so the
 * form does not wait for them.
 */
export default function PreferenceSwitchersChunk() {
  return <PreferenceSwitchers />;
}
