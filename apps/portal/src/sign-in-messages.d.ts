// The sign-in page's messages of one language (scripts/sign-in-entry.ts), by key.
declare module 'virtual:sign-in-messages/*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
