import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeShared, listedYear } from '../test/shared-fake';
import { feedbacksConfig } from '../feedbacks/feedbacks-config';
import { modulesConfig } from '../modules/modules-config';
import { usersConfig } from '../users/users-config';
import { toLocalInput } from '../years/window-times';
import { yearsConfig } from '../years/years-config';

beforeEach(() => {
  const { academicYearApi, moduleApi, feedbackApi, userApi } = fakeShared;
  for (const calls of [academicYearApi, moduleApi, feedbackApi, userApi]) {
    for (const mock of Object.values(calls)) mock.mockReset().mockResolvedValue(undefined);
  }
});

describe('academic years', () => {
  afterEach(() => vi.useRealTimers());

  it("labels each year as an academic year, with its window's state now", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    fakeShared.academicYearApi.list.mockResolvedValue([
      listedYear(2025),
      listedYear(2026),
      listedYear(2027, { opensAt: null, closesAt: null, responses: 0 }),
    ]);
    const rows = await yearsConfig.load();
    expect(rows.map(({ label, state, stateLabel }) => ({ label, state, stateLabel }))).toEqual([
      { label: '2025/26', state: 'closed', stateLabel: 'Closed' },
      { label: '2026/27', state: 'open', stateLabel: 'Open' },
      { label: '2027/28', state: 'upcoming', stateLabel: 'Upcoming' },
    ]);
  });

  it('sends the year as a number and the window in UTC, empty values as null', async () => {
    await yearsConfig.create?.({ year: '2026', opensAt: null, closesAt: null });
    expect(fakeShared.academicYearApi.create).toHaveBeenCalledWith({
      year: 2026,
      opensAt: null,
      closesAt: null,
    });
    const opens = '2026-09-01T09:30';
    await yearsConfig.update?.(4, { year: null, opensAt: opens, closesAt: null });
    expect(fakeShared.academicYearApi.edit).toHaveBeenCalledWith(4, {
      year: null,
      opensAt: new Date(opens).toISOString(),
      closesAt: null,
    });
  });

  it('fills the form with the window in local time, as it was set', () => {
    const row = {
      ...listedYear(2026, { opensAt: new Date('2026-09-01T09:30').toISOString() }),
      label: '2026/27',
      state: 'open' as const,
      stateLabel: 'Open',
    };
    expect(yearsConfig.toFormValues?.(row)).toEqual({
      year: '2026',
      opensAt: '2026-09-01T09:30',
      closesAt: toLocalInput(row.closesAt!),
    });
  });

  it('offers Open now on a year that is not open and Close now on an open one', async () => {
    const [openNow, closeNow] = yearsConfig.rowActions!;
    const row = (state: 'upcoming' | 'open' | 'closed') => ({
      ...listedYear(2026),
      label: '2026/27',
      state,
      stateLabel: state,
    });
    expect(openNow!.appliesTo(row('upcoming'))).toBe(true);
    expect(openNow!.appliesTo(row('closed'))).toBe(true);
    expect(openNow!.appliesTo(row('open'))).toBe(false);
    expect(closeNow!.appliesTo(row('open'))).toBe(true);
    expect(closeNow!.confirm?.(row('open')).message).toMatch(/^Close feedback for 2026\/27 now\?/);
    await openNow!.run(row('upcoming'));
    expect(fakeShared.academicYearApi.openNow).toHaveBeenCalledWith(26);
    await closeNow!.run(row('open'));
    expect(fakeShared.academicYearApi.closeNow).toHaveBeenCalledWith(26);
  });

  it('deletes, forcing only when asked', async () => {
    expect(yearsConfig.forceDeletesFeedback).toBe(true);
    await yearsConfig.remove(4, { force: true });
    expect(fakeShared.academicYearApi.delete).toHaveBeenCalledWith(4, { force: true });
  });
});

describe('modules', () => {
  it('sends every field, empty ones as null', async () => {
    await modulesConfig.create?.({ code: 'CS1', title: null, lecturersNames: null });
    expect(fakeShared.moduleApi.create).toHaveBeenCalledWith({
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
    expect(fakeShared.moduleApi.edit).toHaveBeenCalledWith(3, {
      code: 'CS1',
      title: 'Uno',
      lecturersNames: 'A B',
    });
    await modulesConfig.remove(3, {});
    expect(fakeShared.moduleApi.delete).toHaveBeenCalledWith(3, {});
  });
});

describe('feedbacks', () => {
  it('can only be deleted, and says why', async () => {
    expect(feedbacksConfig.create).toBeUndefined();
    expect(feedbacksConfig.update).toBeUndefined();
    expect(feedbacksConfig.createDisabledReason).toMatch(/only be deleted/);
    await feedbacksConfig.remove(9, {});
    expect(fakeShared.feedbackApi.delete).toHaveBeenCalledWith(9);
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
      edited: false,
    });
    fakeShared.feedbackApi.all.mockResolvedValue([
      entry(1, '2026-01-01T10:00:00.000Z'),
      entry(2, '2026-03-01T10:00:00.000Z'),
      entry(3, '2026-02-01T10:00:00.000Z'),
    ]);
    fakeShared.moderationApi.queue.mockResolvedValue([
      { feedback: entry(3, ''), hiddenAt: null, hiddenTexts: [], openReports: 2, reports: [] },
      {
        feedback: entry(1, ''),
        hiddenAt: '2026-03-02T10:00:00.000Z',
        hiddenTexts: [],
        openReports: 0,
        reports: [],
      },
      {
        feedback: entry(2, ''),
        hiddenAt: null,
        hiddenTexts: ['material'],
        openReports: 0,
        reports: [],
      },
    ]);
    const rows = await feedbacksConfig.load();
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [2, 'Partly hidden'],
      [3, 'Reported'],
      [1, 'Hidden'],
    ]);
    const status = feedbacksConfig.filters!.find((filter) => filter.label === 'Status')!;
    expect(rows.map((row) => status.valuesOf(row))).toEqual([
      ['Partly hidden'],
      ['Reported'],
      ['Hidden'],
    ]);
    const module = feedbacksConfig.filters!.find((filter) => filter.label === 'Module')!;
    expect(module.valuesOf(rows[0]!)).toEqual(['CS1']);
  });

  it('shows the answers to the extra questions above the reviews, nothing where there are none', async () => {
    const entry = (id: number, hoursPerWeek: number | null, wouldRecommend: boolean | null) => ({
      id,
      academicYear: { id: 1, year: 2025 },
      module: { id: 1, code: 'CS1', title: 'One' },
      materialRating: 3,
      materialFeedback: null,
      assessmentRating: null,
      assessmentFeedback: null,
      hoursPerWeek,
      wouldRecommend,
      submitDate: `2026-01-0${id}T10:00:00.000Z`,
      edited: false,
    });
    fakeShared.feedbackApi.all.mockResolvedValue([
      entry(1, 0, true),
      entry(2, 40, false),
      entry(3, null, null),
    ]);
    fakeShared.moderationApi.queue.mockResolvedValue([]);
    const rows = await feedbacksConfig.load();
    expect(rows.map((row) => row.extraAnswers)).toEqual([
      '',
      '40 h/week · Does not recommend it',
      '0 h/week · Recommends it',
    ]);
    const reviews = feedbacksConfig.columns.find(
      (column) => column.header === 'Reviews and answers',
    )!;
    expect(render(<>{reviews.body!(rows[2]!)}</>).container.textContent).toBe(
      '0 h/week · Recommends itNo reviews',
    );
  });

  it('names the rating columns and the reviews by the aspects as the results do', () => {
    const headers = feedbacksConfig.columns.map((column) => column.header);
    expect(headers).toEqual(expect.arrayContaining(['Material', 'Assessment', 'Lecturer']));
    expect(headers).not.toContain('Lecturers');
    const reviews = feedbacksConfig.columns.find(
      (column) => column.header === 'Reviews and answers',
    )!;
    const row = {
      id: 1,
      academicYear: { id: 1, year: 2025 },
      module: { id: 1, code: 'CS1', title: 'One' },
      materialRating: null,
      materialFeedback: null,
      assessmentRating: null,
      assessmentFeedback: null,
      lecturerRating: 4,
      lecturerFeedback: 'Clear.',
      submitDate: '2026-01-01T10:00:00.000Z',
      edited: false,
      yearLabel: '2025/26',
      reviewsText: 'Clear.',
      extraAnswers: '',
      status: '',
    };
    const shown = render(<>{reviews.body!(row)}</>);
    expect(shown.getByRole('term')).toHaveTextContent(/^Lecturer$/);
    expect(shown.getByRole('definition')).toHaveTextContent('Clear.');
  });
});

describe('users', () => {
  it('labels users Admin or Student by is_staff', async () => {
    fakeShared.userApi.list.mockResolvedValue([
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
    expect(fakeShared.userApi.create).toHaveBeenCalledWith({
      user: { username: 'sam', email: null, password: 'pw' },
    });
    expect(usersConfig.update).toBeUndefined();
    expect(usersConfig.editDisabledReason).toBe('Users cannot be edited.');
    await usersConfig.remove(2, {});
    expect(fakeShared.userApi.delete).toHaveBeenCalledWith(2);
  });
});
