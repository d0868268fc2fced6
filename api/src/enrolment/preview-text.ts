// A preview or an import as lines of text, for the import-enrolment command.
import type { EnrolmentImportResult, EnrolmentPreview } from '@module-feedback/shared/contracts';

export function previewLines(preview: EnrolmentPreview): string[] {
  const lines = [
    `rows: ${preview.rows}`,
    `to add: ${preview.toAdd}`,
    `already present: ${preview.alreadyPresent}`,
    `problems: ${preview.problems.length}`,
  ];
  for (const problem of preview.problems) lines.push(`  line ${problem.line}: ${problem.reason}`);
  return lines;
}

export function importLines(result: EnrolmentImportResult): string[] {
  return [...previewLines(result), `added: ${result.added}`];
}
