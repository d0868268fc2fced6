import { ENROLMENT_MESSAGES } from '@module-feedback/shared/contracts';
import { describe, expect, it } from 'vitest';
import { readEnrolmentCsv } from './csv-rows';

const HEADER = 'student number,module code,year';

describe('readEnrolmentCsv', () => {
  it('reads quoted cells, both year forms and line numbers past empty lines', () => {
    const read = readEnrolmentCsv(`${HEADER}\n\n"1234567","CS1",2025\n7654321,cs2,2024/25\n`);
    expect(read).toEqual({
      count: 2,
      problems: [],
      rows: [
        { line: 3, studentNumber: 1234567, moduleCode: 'CS1', year: 2025 },
        { line: 4, studentNumber: 7654321, moduleCode: 'cs2', year: 2024 },
      ],
    });
  });

  it('names each malformed row', () => {
    const read = readEnrolmentCsv(
      [HEADER, '0,CS1,2025', '99999999999,CS1,2025', '1,CS1,2025/27', '1,,', '1,CS1,2025,x'].join(
        '\n',
      ),
    );
    expect(read.rows).toEqual([]);
    expect(read.problems.map((problem) => [problem.line, problem.reason])).toEqual([
      [2, 'Bad student number "0": it must be a whole number from 1 to 2147483647.'],
      [3, 'Bad student number "99999999999": it must be a whole number from 1 to 2147483647.'],
      [4, 'Bad year "2025/27": write the year it starts, as 2025 or 2025/26.'],
      [5, 'Missing module code and year.'],
      [6, 'This row has 4 columns; each row needs 3: student number, module code, year.'],
    ]);
  });

  it('refuses a header in another order, and a file without rows', () => {
    expect(readEnrolmentCsv('year,module code,student number\n1,CS1,2025').problems).toEqual([
      { line: 1, reason: ENROLMENT_MESSAGES.wrongHeader },
    ]);
    expect(readEnrolmentCsv('\n\n').problems).toEqual([
      { line: 1, reason: ENROLMENT_MESSAGES.emptyFile },
    ]);
  });
});
