// The e2e harness. Journeys live in e2e/journeys/*.e2e.ts and run with `npm run test -w e2e`
// (part of `npm test`): it installs Debian's chromium with apt when /usr/bin/chromium is
// missing, then runs vitest (node environment, one file at a time).
//
// Global setup (support/global-setup.ts, through test-support's startApp, which the frontend
// benchmark uses too) runs `node scripts/start.mjs` — exactly `npm start`: stale frontends
// are built, then the server serves API, shell and remotes — on a free 127.0.0.1 port with a
// fresh temporary DATA_DIR (demo data is seeded), waits for /health, and creates the staff
// account `e2e-staff`. Server output: e2e/artifacts/server.log.
//
// In a journey file:
//
//   const browser = browserPerFile();                       // one chromium for the file
//   it('…', async () => {
//     const page = await newPage(browser(), { path: '/results' });   // fresh context
//     const student = await signUpStudent();             // real account via the API, email confirmed
//     const mail = await mailTo(student.email, /Reset/);  // the mails the app sent (real SMTP)
//     const module = await callApi<Module>(staffTokens, 'POST', MODULE_ROUTES.create, {…}); // arrange data
//     await signInAs(page, student);                     // through the /auth UI
//     await signInWithTokens(page, staffCredentials());  // or by storing real tokens
//     const staffPage = await signedInPage(browser(), staffCredentials(), { viewport }); // both
//     expect(await page.pageErrors()).toEqual([]);   // no uncaught errors
//   });
//
// Pages open relative to baseUrl(); newPage accepts playwright context options such as
// viewport or colorScheme. Assertions use vitest's expect (expect.poll for waiting).
export { baseUrl, launchBrowser, newPage, browserPerFile, type NewPageOptions } from './browser';
export {
  CONFIRMATION_SUBJECT,
  confirmEmail,
  mailTo,
  mailsTo,
  obtainTokens,
  signInAs,
  signInWithTokens,
  signUpStudent,
  signUpUnconfirmedStudent,
  staffCredentials,
  type Credentials,
} from './accounts';
export { callApi } from './api-calls';
export { moduleWithReview, moduleWithReviews } from './course-data';
export { signedInPage } from './settled-sign-in';
export { coveredTexts, scrollsSideways } from './overlap';
export { moduleBox, moduleOptions, pickModule } from './module-picker';
export { openFromOverview } from './results-overview';
