/** The auth screen's tab state (spec §4), in the order the tabs are shown. */
export const AUTH_TABS = ['signIn', 'signUp'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];
