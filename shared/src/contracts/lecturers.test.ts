import { describe, expect, it } from 'vitest';
import { lecturerNameParts, lecturerNamesInReview, parseLecturerNames } from './lecturers';

describe('parseLecturerNames', () => {
  it('splits the comma-and-space list', () => {
    expect(parseLecturerNames('Dr Jane Smith, Prof. Li Wei')).toEqual([
      'Dr Jane Smith',
      'Prof. Li Wei',
    ]);
  });

  it('tolerates missing spaces, stray commas and no names', () => {
    expect(parseLecturerNames('Ann Lee,Bob Ray, ')).toEqual(['Ann Lee', 'Bob Ray']);
    expect(parseLecturerNames(null)).toEqual([]);
    expect(parseLecturerNames('')).toEqual([]);
  });
});

describe('lecturerNameParts', () => {
  it('leaves out honorifics and initials', () => {
    expect(lecturerNameParts('Dr J. Smith, Prof. Li Wei')).toEqual(['smith', 'li', 'wei']);
  });

  it('splits hyphenated names', () => {
    expect(lecturerNameParts('Anna Smith-Jones')).toEqual(['anna', 'smith', 'jones']);
  });
});

describe('lecturerNamesInReview', () => {
  const names = 'Dr Jane Smith, Li Wei';

  it('finds any word of any name, ignoring case', () => {
    expect(lecturerNamesInReview('JANE explained well', names)).toEqual(['jane']);
    expect(lecturerNamesInReview('wei was always late', names)).toEqual(['wei']);
  });

  it('matches possessives and hyphenated forms', () => {
    expect(lecturerNamesInReview("Smith's slides were great", names)).toEqual(['smith']);
    expect(lecturerNamesInReview('the smith-style proofs', names)).toEqual(['smith']);
  });

  it('matches whole words only, so short names do not flag ordinary words', () => {
    expect(lecturerNamesInReview('a light workload with weird examples', names)).toEqual([]);
  });

  it('does not treat honorifics in the review as names', () => {
    expect(lecturerNamesInReview('The Dr was great', names)).toEqual([]);
  });

  it('finds nothing when the module lists no lecturers or the review is empty', () => {
    expect(lecturerNamesInReview('Jane was great', null)).toEqual([]);
    expect(lecturerNamesInReview('   ', names)).toEqual([]);
  });
});
