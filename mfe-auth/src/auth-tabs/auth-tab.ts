/** The auth screen's tab state (signIn or signUp), in the order the tabs are shown. */
export const AUTH_TABS = ['signIn', 'signUp'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];
