export { SignInCard } from './SignInCard';
export type { SignInCardProps } from './SignInCard';
export { signInMessageKeys, type SignInMessageKey } from './messages';
export { SignInPreferences } from './SignInPreferences';
export type { SignInPreferencesProps } from './SignInPreferences';
