/**
 * The id of every layout's `<main>` (skip link and route focus target). In a module of its own so
 * the menu-less FullLayout (the sign-in page's) does not pull the menu layouts and their styles in.
 */
export const mainContentId = 'main-content';
