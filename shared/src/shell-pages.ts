// What the shell uses of shared, and nothing more. The shell imports shared through this entry
// point so that its own pages (frame, navbar, home, footer) carry only these parts; the whole
// module (index.ts) is handed to the remotes when the first one loads. Each name comes from
// the module that defines it, never through index.ts: importing index.ts would bring all of
// shared into the shell's first load. Both entry points re-export the same modules, so a page
// still has one session, one API client and one router registration.
export { ACCOUNT_MESSAGES, AUTH_PAGES } from './contracts/accounts';
export { STORAGE_KEYS, THEME_MODES } from './contracts/constants';
export { MESSAGES, UI_LABELS } from './contracts/messages';
export { MY_FEEDBACK_PATH, OWN_FEEDBACK_MESSAGES } from './contracts/own-feedback';
export { moduleResultsPath } from './contracts/results-paths';
export { SITE_LOCALE } from './formatting/site-locale';
export { setApiBaseUrl } from './api/http-client';
export { moduleApi } from './api/modules-endpoints';
export { requestAhead } from './api/requests-ahead';
export { announceLocationChange } from './navigation/app-location';
export { registerNavigator } from './navigation/navigation';
export { onNotification } from './notifications/notifications';
export { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from './runtime-config/runtime-config';
export { session } from './session/instance';
export { useSession } from './session/use-session';
export { ModuleSearchField } from './ui/module-picker/ModuleSearchField';
export { onDemand, useOnDemand, type OnDemand } from './ui/on-demand/on-demand';
export { useServerData } from './ui/server-data/use-server-data';
