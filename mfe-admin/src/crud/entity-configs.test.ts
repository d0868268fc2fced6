import { beforeEach, describe, expect, it } from 'vitest';
import { apiMocks, moderationMocks } from '../test/mock-api';
import { feedbacksConfig } from '../feedbacks/feedbacks-config';
import { modulesConfig } from '../modules/modules-config';
import { usersConfig } from '../users/users-config';
import { yearsConfig } from '../years/years-config';

beforeEach(() => {
  for (const mock of Object.values(apiMocks)) mock.mockReset().mockResolvedValue(undefined);
});

describe('academic years', () => {
  it('labels each year as an academic year', async () => {
    apiMocks.academicYears.mockResolvedValue([{ id: 1, year: 2025 }]);
    expect(await yearsConfig.load()).toEqual([{ id: 1, year: 2025, label: '2025/26' }]);
  });

  it('sends the year as a number, or null when empty', async () => {
    await yearsConfig.create?.({ year: '2026' });
    expect(apiMocks.createYear).toHaveBeenCalledWith({ year: 2026 });
    await yearsConfig.update?.(4, { year: null });
    expect(apiMocks.editYear).toHaveBeenCalledWith(4, { year: null });
  });

  it('deletes, forcing only when asked', async () => {
    expect(yearsConfig.forceDeletesFeedback).toBe(true);
    await yearsConfig.remove(4, { force: true });
    expect(apiMocks.deleteYear).toHaveBeenCalledWith(4, { force: true });
  });
});

describe('modules', () => {
  it('sends every field, empty ones as null', async () => {
    await modulesConfig.create?.({ code: 'CS1', title: null, lecturersNames: null });
    expect(apiMocks.createModule).toHaveBeenCalledWith({
      code: 'CS1',
      title: null,
      lecturersNames: null,
    });
  });

  it('edits with the form filled from the row', async () => {
    const row = { id: 3, code: 'CS1', title: 'One', lecturersNames: null };
    expect(modulesConfig.toFormValues?.(row)).toEqual({
      code: 'CS1',
      title: 'One',
      lecturersNames: '',
    });
    await modulesConfig.update?.(3, { code: 'CS1', title: 'Uno', lecturersNames: 'A B' });
    expect(apiMocks.editModule).toHaveBeenCalledWith(3, {
      code: 'CS1',
      title: 'Uno',
      lecturersNames: 'A B',
    });
    await modulesConfig.remove(3, {});
    expect(apiMocks.deleteModule).toHaveBeenCalledWith(3, {});
  });
});

describe('feedbacks', () => {
  it('can only be deleted, and says why', async () => {
    expect(feedbacksConfig.create).toBeUndefined();
    expect(feedbacksConfig.update).toBeUndefined();
    expect(feedbacksConfig.createDisabledReason).toMatch(/only be deleted/);
    await feedbacksConfig.remove(9, {});
    expect(apiMocks.deleteFeedback).toHaveBeenCalledWith(9);
  });

  it('lists the newest first, with the moderation status to search for', async () => {
    const entry = (id: number, submitDate: string) => ({
      id,
      academicYear: { id: 1, year: 2025 },
      module: { id: 1, code: 'CS1', title: 'One' },
      materialRating: 3,
      materialFeedback: null,
      assessmentRating: null,
      assessmentFeedback: null,
      submitDate,
    });
    apiMocks.allFeedback.mockResolvedValue([
      entry(1, '2026-01-01T10:00:00.000Z'),
      entry(2, '2026-03-01T10:00:00.000Z'),
      entry(3, '2026-02-01T10:00:00.000Z'),
    ]);
    moderationMocks.queue.mockResolvedValue([
      { feedback: entry(3, ''), hiddenAt: null, openReports: 2, reports: [] },
      { feedback: entry(1, ''), hiddenAt: '2026-03-02T10:00:00.000Z', openReports: 0, reports: [] },
    ]);
    const rows = await feedbacksConfig.load();
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [2, ''],
      [3, 'Reported'],
      [1, 'Hidden'],
    ]);
    const status = feedbacksConfig.filters!.find((filter) => filter.label === 'Status')!;
    expect(rows.map((row) => status.valuesOf(row))).toEqual([[], ['Reported'], ['Hidden']]);
    const module = feedbacksConfig.filters!.find((filter) => filter.label === 'Module')!;
    expect(module.valuesOf(rows[0]!)).toEqual(['CS1']);
  });
});

describe('users', () => {
  it('labels users Admin or Student by is_staff', async () => {
    apiMocks.users.mockResolvedValue([
      { id: 1, user: { username: 'boss', email: 'b@x.org', is_staff: true }, studentId: null },
      { id: 2, user: { username: 'sam', email: 's@x.org', is_staff: false }, studentId: 7 },
    ]);
    expect((await usersConfig.load()).map((row) => row.role)).toEqual(['Admin', 'Student']);
  });

  it('creates with the nested user payload, empty values as null; never edits', async () => {
    await usersConfig.create?.({
      'user.username': 'sam',
      'user.email': null,
      'user.password': 'pw',
    });
    expect(apiMocks.createUser).toHaveBeenCalledWith({
      user: { username: 'sam', email: null, password: 'pw' },
    });
    expect(usersConfig.update).toBeUndefined();
    expect(usersConfig.editDisabledReason).toBe('Users cannot be edited.');
    await usersConfig.remove(2, {});
    expect(apiMocks.deleteUser).toHaveBeenCalledWith(2);
  });
});
