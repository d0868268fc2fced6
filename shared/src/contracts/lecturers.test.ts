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
    expect(lecturerNameParts('Dr J. Smith, Prof. Li Wei')).toEqual(['Smith', 'Li', 'Wei']);
  });

  it('names each part once, as the names spell it', () => {
    expect(lecturerNameParts('Ann Lee, ann lee, Dr LEE')).toEqual(['Ann', 'Lee']);
  });

  it('splits hyphenated names', () => {
    expect(lecturerNameParts('Anna Smith-Jones')).toEqual(['Anna', 'Smith', 'Jones']);
  });
});

describe('lecturerNamesInReview', () => {
  const names = 'Dr Jane Smith, Li Wei';

  it('finds any word of any name, ignoring case', () => {
    expect(lecturerNamesInReview('JANE explained well', names)).toEqual(['Jane']);
    expect(lecturerNamesInReview('wei was always late', names)).toEqual(['Wei']);
  });

  it('matches possessives and hyphenated forms', () => {
    expect(lecturerNamesInReview("Smith's slides were great", names)).toEqual(['Smith']);
    expect(lecturerNamesInReview('the smith-style proofs', names)).toEqual(['Smith']);
  });

  it('matches whole words only, so short names do not flag ordinary words', () => {
    expect(lecturerNamesInReview('a light workload with weird examples', names)).toEqual([]);
  });

  it('does not treat honorifics in the review as names', () => {
    expect(lecturerNamesInReview('The Dr was great', names)).toEqual([]);
  });

  it.each([
    ['full-width letters', 'Ｓｍｉｔｈ explained well'],
    ['mathematical letters', '𝐒𝐦𝐢𝐭𝐡 explained well'],
    ['a zero-width space inside the name', 'Sm\u200Bith explained well'],
    ['a soft hyphen inside the name', 'Smi\u00ADth explained well'],
    ['a combining accent', 'Smi\u0301th explained well'],
    ['a Cyrillic і', 'Smіth explained well'],
    ['Greek capitals', 'SMIΤΗ explained well'],
    ['a possessive in capitals', "SMITH'S slides"],
  ])('sees through %s', (_, review) => {
    expect(lecturerNamesInReview(review, names)).toEqual(['Smith']);
  });

  it.each([
    ['a capital I for an l', 'EIeanor rushed through it', 'Eleanor Hughes', 'Eleanor'],
    ['small capitals', 'ʜᴜɢʜᴇꜱ rushed through it', 'Eleanor Hughes', 'Hughes'],
    ['small capitals and a Latin s', 'ꜱᴏʀᴇɴꜱᴇɴ again', 'Prof Ingrid Sorensen', 'Sorensen'],
    ['mixed scripts in one word', 'Ѕоrеnsеn again', 'Prof Ingrid Sorensen', 'Sorensen'],
    ['an accent the name lacks', 'Sørensen again', 'Prof Ingrid Sorensen', 'Sorensen'],
  ])('sees through %s', (_, review, lecturers, found) => {
    expect(lecturerNamesInReview(review, lecturers)).toEqual([found]);
  });

  it('sees through Cyrillic capitals', () => {
    expect(lecturerNamesInReview('JАNЕ explained well', names)).toEqual(['Jane']);
  });

  it('does not let look-alikes make ordinary words into names', () => {
    expect(lecturerNamesInReview('Ｌｉｇｈｔ reading, wеird examples', names)).toEqual([]);
    expect(lecturerNamesInReview('all was well', 'Ali Khan')).toEqual([]);
  });

  it('finds nothing when the module lists no lecturers or the review is empty', () => {
    expect(lecturerNamesInReview('Jane was great', null)).toEqual([]);
    expect(lecturerNamesInReview('   ', names)).toEqual([]);
  });
});
