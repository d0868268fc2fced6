// Response rates on the real app: staff import the enrolment of a new module (four students),
// one of them answers, and the admin Overview shows "1 of 4, 25%" flagged as a low response
// rate; a lower threshold typed in clears the flag and stays in the address, also after a reload.
import {
  FEEDBACK_ROUTES,
  ENROLMENT_ROUTES,
  LOW_RATE_LABEL,
  type AccessTokenClaims,
} from '@module-feedback/shared/contracts';
import { describe, expect, it } from 'vitest';
import {
  browserPerFile,
  callApi,
  obtainTokens,
  signedInPage,
  signUpStudent,
  staffCredentials,
  moduleWithReviews,
} from '../support';
import { baseUrl } from '../support/browser';

const browser = browserPerFile();
/** expect.poll waits 1 s by default; remotes load slower than that on a busy machine. */
const PATIENTLY = { timeout: 15_000 };

const claimsOf = (access: string) =>
  JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as AccessTokenClaims;

describe('response rates', () => {
  it('staff see a module answered by one of its four students flagged, until the threshold is lowered', async () => {
    const staffTokens = await obtainTokens(staffCredentials());
    const { module, year } = await moduleWithReviews('RATE', []);

    const student = await signUpStudent('rated');
    const studentTokens = await obtainTokens(student);
    const answering = claimsOf(studentTokens.access).studentId!;
    const others = [1, 2, 3].map(() => 9_000_000 + Math.floor(Math.random() * 900_000));
    const file = [
      'student number,module code,year',
      ...[answering, ...others].map((number) => `${number},${module.code},${year.year}`),
    ].join('\n');
    const imported = await fetch(new URL(ENROLMENT_ROUTES.import, baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${staffTokens.access}` },
      body: `${file}\n`,
    });
    expect(imported.status).toBe(200);
    await callApi(studentTokens, 'POST', FEEDBACK_ROUTES.submit, {
      academicYear: year.id,
      module: module.id,
      materialRating: 4,
      materialFeedback: 'Clear notes.',
    });

    const staff = await signedInPage(browser(), staffCredentials());
    await staff.goto(`/admin?tab=overview&year=${year.year}`);
    const rates = staff.getByRole('table', { name: 'Response rates of the modules' });
    const row = rates.getByRole('row').filter({ hasText: module.code });
    await expect.poll(() => row.textContent(), PATIENTLY).toContain('1 of 4, 25%');
    expect(await row.getByText(LOW_RATE_LABEL).isVisible()).toBe(true);

    const threshold = staff.getByLabel('Flag modules below');
    // Typed key by key, as a person does: the number field formats as it goes.
    await threshold.click();
    await threshold.press('ControlOrMeta+a');
    await threshold.pressSequentially('20');
    await expect.poll(() => row.getByText(LOW_RATE_LABEL).count(), PATIENTLY).toBe(0);
    await expect.poll(() => new URL(staff.url()).searchParams.get('rate')).toBe('20');
    await staff.reload();
    await expect.poll(() => row.textContent(), PATIENTLY).toContain('1 of 4, 25%');
    expect(await row.getByText(LOW_RATE_LABEL).count()).toBe(0);
  });
});
