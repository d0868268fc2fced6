// What importing an enrolment file would do: each well-formed row's module code and year are
// looked up (codes ignoring case, as everywhere), a row repeating an earlier one of the file is
// a problem, and the rest are either enrolled already or to add. The modules and years are
// read once and the existing enrolments once per module's year named, so a file of tens of
// thousands of rows costs a handful of queries.
import type { EnrolmentPreview, EnrolmentProblem } from '@module-feedback/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readEnrolmentCsv } from './csv-rows';
import { enrolledStudentNumbers } from './queries';

/** A row ready to insert. */
export interface NewEnrolment {
  studentNumber: number;
  moduleId: number;
  academicYearId: number;
}

export interface PlannedImport {
  preview: EnrolmentPreview;
  /** The rows not enrolled yet, in the file's order. */
  toAdd: NewEnrolment[];
}

const pairKey = (moduleId: number, academicYearId: number) => `${moduleId}:${academicYearId}`;

export async function planEnrolmentImport(
  db: Kysely<Database>,
  text: string,
): Promise<PlannedImport> {
  const read = readEnrolmentCsv(text);
  const [modules, years] = await Promise.all([
    db.selectFrom('modules').select(['id', 'code']).execute(),
    db.selectFrom('academic_years').select(['id', 'year']).execute(),
  ]);
  const moduleIds = new Map(modules.map((module) => [module.code.toLowerCase(), module.id]));
  const yearIds = new Map(years.map((year) => [year.year, year.id]));

  const problems: EnrolmentProblem[] = [...read.problems];
  const firstLines = new Map<string, number>();
  const resolved: (NewEnrolment & { line: number })[] = [];
  for (const row of read.rows) {
    const moduleId = moduleIds.get(row.moduleCode.toLowerCase());
    const academicYearId = yearIds.get(row.year);
    if (moduleId === undefined || academicYearId === undefined) {
      const unknown = [
        moduleId === undefined ? `Unknown module code "${row.moduleCode}".` : '',
        academicYearId === undefined ? `Unknown academic year ${row.year}.` : '',
      ];
      problems.push({ line: row.line, reason: unknown.filter(Boolean).join(' ') });
      continue;
    }
    const key = `${row.studentNumber}:${pairKey(moduleId, academicYearId)}`;
    const first = firstLines.get(key);
    if (first !== undefined) {
      problems.push({ line: row.line, reason: `Duplicate of line ${first}.` });
      continue;
    }
    firstLines.set(key, row.line);
    resolved.push({ line: row.line, studentNumber: row.studentNumber, moduleId, academicYearId });
  }

  const pairs = new Map<string, Set<number>>();
  for (const row of resolved) {
    const key = pairKey(row.moduleId, row.academicYearId);
    if (pairs.has(key)) continue;
    const present = await enrolledStudentNumbers(db, row);
    pairs.set(key, new Set(present));
  }
  const toAdd = resolved
    .filter((row) => !pairs.get(pairKey(row.moduleId, row.academicYearId))!.has(row.studentNumber))
    .map(({ studentNumber, moduleId, academicYearId }) => ({
      studentNumber,
      moduleId,
      academicYearId,
    }));

  problems.sort((a, b) => a.line - b.line);
  return {
    preview: {
      rows: read.count,
      toAdd: toAdd.length,
      alreadyPresent: resolved.length - toAdd.length,
      problems,
    },
    toAdd,
  };
}
