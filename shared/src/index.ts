// The singleton auth + API module. The shell and all remotes share one instance of it.
export * from './contracts';
// The typed calls: one object per feature, beside its contract (contracts/<feature>.ts).
export { academicYearApi } from './api/academic-years-endpoints';
export { accountApi } from './api/accounts-endpoints';
export { enrolmentApi } from './api/enrolment-endpoints';
export { extraQuestionApi } from './api/extra-questions-endpoints';
export { feedbackApi } from './api/feedback-endpoints';
export { helpfulVoteApi } from './api/helpful-votes-endpoints';
export { moderationApi } from './api/moderation-endpoints';
export { moduleReportApi } from './api/module-report-endpoints';
export { moduleApi } from './api/modules-endpoints';
export { ownFeedbackApi } from './api/own-feedback-endpoints';
export { responseRateApi } from './api/response-rates-endpoints';
export { publicationApi } from './api/publication-endpoints';
export { resultsOverviewApi } from './api/results-overview-endpoints';
export { staffOverviewApi } from './api/staff-overview-endpoints';
export { summaryApi } from './api/summaries-endpoints';
export { userApi } from './api/users-endpoints';
export { httpClient, setApiBaseUrl } from './api/http-client';
export { requestAhead } from './api/requests-ahead';
export { describeApiError, type DescribedError } from './api/errors';
export { completeSignOn, session } from './session/instance';
export { isEmailConfirmed } from './session/current-user';
export { createSession, type Session, type SessionState, type SessionApi } from './session/session';
export { useSession } from './session/use-session';
export { registerNavigator, navigateTo, type Navigate } from './navigation/navigation';
export { announceLocationChange, useAppLocation } from './navigation/app-location';
export { notify, onNotification, type Notification } from './notifications/notifications';
export {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  moduleDetailsUrl,
  setRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config/runtime-config';
export {
  ModulePicker,
  PICKER_TEXTS,
  type ModulePickerProps,
} from './ui/module-picker/ModulePicker';
export {
  ModuleSearchField,
  type ModuleSearchFieldProps,
} from './ui/module-picker/ModuleSearchField';
export {
  lecturersMatching,
  matchingModules,
  moduleLabel,
  moduleMatches,
  type SearchableModule,
} from './ui/module-picker/module-search';
export {
  AcademicYearSelect,
  NO_ACADEMIC_YEAR_YET,
  type AcademicYearSelectProps,
} from './ui/year-select/AcademicYearSelect';
export { AppLink } from './ui/app-link/AppLink';
export { useDownload, type Download } from './ui/download/use-download';
export { onDemand, useOnDemand, type OnDemand, type OnDemandState } from './ui/on-demand/on-demand';
export { WhenLoaded } from './ui/on-demand/WhenLoaded';
export { useServerData, type ServerData } from './ui/server-data/use-server-data';
export { CheckingSignIn, Loading, LoadFailure } from './ui/server-data/ServerDataStatus';
export { formatDate, formatDateTime } from './formatting/dates';
export { SITE_LOCALE } from './formatting/site-locale';
export {
  PAGE_SIZES,
  ResponsiveTable,
  type ResponsiveTableProps,
  type TableColumn,
  type TablePage,
  type TableSort,
  type TableSortOrder,
} from './ui/responsive-table/ResponsiveTable';
export {
  CLAMP_AFTER_CHARACTERS,
  CLAMP_TEXTS,
  ClampedText,
} from './ui/responsive-table/ClampedText';
