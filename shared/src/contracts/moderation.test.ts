import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, REPORT_DETAILS_MAX_LENGTH, reportDetailsProblem } from './moderation';
import { newReportSchema } from './schemas';

describe('reportDetailsProblem', () => {
  it('asks for words with "Something else" only', () => {
    expect(reportDetailsProblem('other', '  ')).toBe(MODERATION_MESSAGES.detailsRequired);
    expect(reportDetailsProblem('other', undefined)).toBe(MODERATION_MESSAGES.detailsRequired);
    expect(reportDetailsProblem('spam', '')).toBeNull();
    expect(reportDetailsProblem('other', 'It names a classmate.')).toBeNull();
  });

  it('refuses too many words and direction controls, whatever the reason', () => {
    const longest = 'x'.repeat(REPORT_DETAILS_MAX_LENGTH);
    expect(reportDetailsProblem('other', ` ${longest} `)).toBeNull();
    expect(reportDetailsProblem('spam', `${longest}x`)).toBe(MODERATION_MESSAGES.detailsTooLong);
    expect(reportDetailsProblem('offensive', 'abc\u202Edef')).toBe(
      MODERATION_MESSAGES.detailsBidiControl,
    );
  });
});

describe('newReportSchema', () => {
  it('reads blank words as none and trims the rest', () => {
    expect(newReportSchema.parse({ reason: 'spam', aspect: 'material', details: ' ' })).toEqual({
      reason: 'spam',
      aspect: 'material',
      details: null,
    });
    expect(
      newReportSchema.parse({ reason: 'other', aspect: 'lecturer', details: ' Rude. ' }).details,
    ).toBe('Rude.');
  });

  it('takes a report without an aspect (earlier dialogs) as about the entry', () => {
    expect(newReportSchema.parse({ reason: 'spam' }).aspect).toBeNull();
  });

  it('puts the problem with the words at the details field', () => {
    const result = newReportSchema.safeParse({ reason: 'other', aspect: 'material' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['details'], message: MODERATION_MESSAGES.detailsRequired }),
    ]);
  });
});
