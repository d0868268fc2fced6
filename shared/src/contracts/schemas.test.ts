import { describe, expect, it } from 'vitest';
import {
  feedbackListQuerySchema,
  academicYearInputSchema,
  loginSchema,
  moduleInputSchema,
  newAccountSchema,
  newFeedbackSchema,
} from './schemas';

const feedback = { academicYear: 1, module: 2 };

describe('newFeedbackSchema', () => {
  it('accepts a partly filled form and defaults the rest to null', () => {
    const parsed = newFeedbackSchema.parse({ ...feedback, materialRating: 4.25 });
    expect(parsed).toMatchObject({ materialRating: 4.25, lecturerFeedback: null });
  });

  it('turns blank reviews into null', () => {
    const parsed = newFeedbackSchema.parse({
      ...feedback,
      materialRating: 1,
      lecturerFeedback: ' ',
    });
    expect(parsed.lecturerFeedback).toBeNull();
  });

  it('refuses an empty form with the spec text', () => {
    const result = newFeedbackSchema.safeParse({ ...feedback, materialFeedback: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please fill in the form before submitting.');
  });

  it('refuses ratings off the range or step', () => {
    expect(newFeedbackSchema.safeParse({ ...feedback, materialRating: 5.5 }).success).toBe(false);
    expect(newFeedbackSchema.safeParse({ ...feedback, materialRating: 3.3 }).success).toBe(false);
    expect(newFeedbackSchema.safeParse({ ...feedback, materialRating: '4' }).success).toBe(false);
  });

  it('caps review length', () => {
    const long = 'x'.repeat(2001);
    expect(newFeedbackSchema.safeParse({ ...feedback, materialFeedback: long }).success).toBe(
      false,
    );
  });

  it('takes the extra questions as given and null when left out', () => {
    const answered = { ...feedback, materialRating: 3, hoursPerWeek: 40, wouldRecommend: false };
    expect(newFeedbackSchema.parse(answered)).toMatchObject({
      hoursPerWeek: 40,
      wouldRecommend: false,
    });
    expect(newFeedbackSchema.parse({ ...feedback, materialRating: 3 })).toMatchObject({
      hoursPerWeek: null,
      wouldRecommend: null,
    });
  });

  it.each([41, -1, 2.5, 'x'])('refuses %j hours per week with the rule', (hours) => {
    const result = newFeedbackSchema.safeParse({
      ...feedback,
      materialRating: 3,
      hoursPerWeek: hours,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['hoursPerWeek'],
        message: 'Hours per week must be a whole number from 0 to 40.',
      }),
    ]);
  });

  it('does not count the extra questions as filling the form', () => {
    const result = newFeedbackSchema.safeParse({
      ...feedback,
      hoursPerWeek: 5,
      wouldRecommend: true,
    });
    expect(result.error?.issues[0]?.message).toBe('Please fill in the form before submitting.');
  });

  it('refuses a recommendation that is not yes, no or none', () => {
    const result = newFeedbackSchema.safeParse({
      ...feedback,
      materialRating: 3,
      wouldRecommend: 'yes',
    });
    expect(result.error?.issues[0]?.path).toEqual(['wouldRecommend']);
  });

  it('needs module and academic year ids', () => {
    expect(newFeedbackSchema.safeParse({ materialRating: 2 }).success).toBe(false);
  });
});

describe('newAccountSchema', () => {
  const user = { username: 'alice', email: 'alice@uni.ac.uk', password: 'correct horse' };

  it('accepts a sensible account', () => {
    expect(newAccountSchema.safeParse({ user }).success).toBe(true);
  });

  it('keeps the username in NFKC form', () => {
    const parsed = newAccountSchema.parse({ user: { ...user, username: 'ａｌｉｃｅ２' } });
    expect(parsed.user.username).toBe('alice2');
    const composed = newAccountSchema.parse({ user: { ...user, username: 'Zoe\u0308' } });
    expect(composed.user.username).toBe('Zo\u00EB');
  });

  it.each([
    ['username', { ...user, username: 'bad name' }],
    ['email', { ...user, email: 'not-an-email' }],
    ['password', { ...user, password: 'short' }],
    ['password', { ...user, password: '12345678901' }],
    ['password', { ...user, username: 'alice1234', password: 'ALICE1234' }],
  ])('reports a bad %s at its path', (field, bad) => {
    const result = newAccountSchema.safeParse({ user: bad });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['user', field]);
  });
});

describe('missing account fields', () => {
  it.each([
    ['username', 'Username is required.'],
    ['password', 'Password is required.'],
    ['email', 'Enter a valid email address.'],
  ])('says the %s is required in words, not in types', (field, message) => {
    const user = { username: 'alice', email: 'alice@uni.ac.uk', password: 'correct horse' };
    const result = newAccountSchema.safeParse({ user: { ...user, [field]: null } });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('says so for sign-in too', () => {
    const result = loginSchema.safeParse({ username: null, password: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Username is required.');
  });
});

describe('admin inputs', () => {
  it('treats an empty year as missing', () => {
    const missing = academicYearInputSchema.safeParse({ year: null });
    expect(missing.error?.issues[0]?.message).toBe('Year is required.');
    expect(academicYearInputSchema.safeParse({ year: '' }).error?.issues[0]?.message).toBe(
      'Year is required.',
    );
    expect(academicYearInputSchema.safeParse({ year: 'soon' }).error?.issues[0]?.message).toBe(
      'Year must be a number.',
    );
    expect(academicYearInputSchema.parse({ year: 2026 })).toEqual({ year: 2026 });
  });

  it.each(['Doe,Prof  Smith', 'Dr Ada Lovelace,Alan Turing', 'Ada  Lovelace', 'Ada, , Alan'])(
    'refuses the lecturer list %j, saying how to write it',
    (lecturersNames) => {
      const result = moduleInputSchema.safeParse({
        code: 'COMP0001',
        title: 'Databases',
        lecturersNames,
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(
        /^Separate the names with a comma and a space/,
      );
    },
  );

  it('takes a lecturer list written as names separated by a comma and a space', () => {
    expect(
      moduleInputSchema.parse({
        code: 'COMP0001',
        title: 'Databases',
        lecturersNames: " Dr Ada Lovelace, Alan Turing, Mary-Jane O'Neil ",
      }).lecturersNames,
    ).toBe("Dr Ada Lovelace, Alan Turing, Mary-Jane O'Neil");
  });

  it.each(['compare', 'Compare'])(
    'refuses the code %j, which the module comparison address takes',
    (code) => {
      const result = moduleInputSchema.safeParse({ code, title: 'Databases' });
      expect(result.error?.issues[0]?.message).toBe(
        'Code "compare" is taken by the address of module comparisons.',
      );
    },
  );

  it.each(['report', 'REPORT'])(
    'refuses the code %j, which the module report address takes',
    (code) => {
      const result = moduleInputSchema.safeParse({ code, title: 'Databases' });
      expect(result.error?.issues[0]?.message).toBe(
        'Code "report" is taken by the address of module reports.',
      );
    },
  );

  it('requires code and title but not lecturers', () => {
    expect(
      moduleInputSchema.parse({ code: 'COMP0001', title: 'Databases', lecturersNames: '' }),
    ).toEqual({ code: 'COMP0001', title: 'Databases', lecturersNames: null });
    const missing = moduleInputSchema.safeParse({ code: null, title: 'x' });
    expect(missing.error?.issues[0]?.message).toBe('Code is required.');
  });
});

describe('feedbackListQuerySchema', () => {
  it('reads whole numbers from the query string and ignores other parameters', () => {
    expect(
      feedbackListQuerySchema.parse({ year: '2025', page: '2', pageSize: '20', sort: 'x' }),
    ).toEqual({ year: 2025, page: 2, pageSize: 20 });
    expect(feedbackListQuerySchema.parse({})).toEqual({});
  });

  it('says which parameter is wrong and why', () => {
    const message = (query: Record<string, string>) =>
      feedbackListQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(message({ year: 'abc' })).toBe('year must be a whole number.');
    expect(message({ page: '0' })).toBe('page must be 1 or more.');
    expect(message({ pageSize: '201' })).toBe('pageSize must be 200 or less.');
  });
});
