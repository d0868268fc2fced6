// Summaries per (module, academic year, aspect), kept in the database so every server
// instance shares them. Each cached summary records the fingerprint of the feedback it
// was made from (row count and highest id; ids are never reused and feedback is never
// edited), so any create or delete makes it stale, whichever instance did it.
import type { Aspect, SummaryTheme } from '@module-feedback/shared/contracts';
import type { AppContext } from '../context';
import { isForeignKeyViolation } from '../db/errors';
import { readCount } from '../db/values';
import { summarize } from '../summaries/summarizer';

export interface AspectSummary {
  summary: string;
  themes: SummaryTheme[];
}

const SUMMARY_OPTIONS = { sentences: 3, themes: 5 };

const TEXT_COLUMN = {
  material: 'material_feedback',
  assessment: 'assessment_feedback',
  lecturer: 'lecturer_feedback',
} as const satisfies Record<Aspect, string>;

function fingerprint(count: number, maxId: number | null): string {
  return `${count}:${maxId ?? 0}`;
}

export async function summariesFor(
  ctx: AppContext,
  moduleId: number,
  yearId: number,
  aspects: readonly Aspect[],
): Promise<Map<Aspect, AspectSummary>> {
  const [cached, current] = await Promise.all([
    ctx.db
      .selectFrom('summary_cache')
      .select(['aspect', 'fingerprint', 'summary', 'themes'])
      .where('module_id', '=', moduleId)
      .where('academic_year_id', '=', yearId)
      .execute(),
    ctx.db
      .selectFrom('feedback')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.max('id').as('maxId')])
      .where('module_id', '=', moduleId)
      .where('academic_year_id', '=', yearId)
      .executeTakeFirstOrThrow(),
  ]);

  const currentPrint = fingerprint(readCount(current.count), current.maxId);
  const result = new Map<Aspect, AspectSummary>();
  for (const row of cached) {
    if (row.fingerprint === currentPrint && aspects.includes(row.aspect as Aspect)) {
      result.set(row.aspect as Aspect, {
        summary: row.summary,
        themes: JSON.parse(row.themes) as SummaryTheme[],
      });
    }
  }
  const missing = aspects.filter((aspect) => !result.has(aspect));
  if (missing.length === 0) return result;

  // Rebuild from one read of the rows, and label the result with that read's own
  // fingerprint: a write racing with us can only make the entry stale, never wrong.
  const rows = await ctx.db
    .selectFrom('feedback')
    .select(['id', 'material_feedback', 'assessment_feedback', 'lecturer_feedback'])
    .where('module_id', '=', moduleId)
    .where('academic_year_id', '=', yearId)
    .execute();
  const readPrint = fingerprint(
    rows.length,
    rows.reduce<number | null>((max, row) => Math.max(max ?? 0, row.id), null),
  );
  for (const aspect of missing) {
    const texts = rows.map((row) => row[TEXT_COLUMN[aspect]] ?? '').filter((t) => t.trim());
    const made = summarize(texts, SUMMARY_OPTIONS);
    result.set(aspect, made);
    await ctx.db
      .insertInto('summary_cache')
      .values({
        module_id: moduleId,
        academic_year_id: yearId,
        aspect,
        fingerprint: readPrint,
        summary: made.summary,
        themes: JSON.stringify(made.themes),
      })
      .onConflict((oc) =>
        oc.columns(['module_id', 'academic_year_id', 'aspect']).doUpdateSet({
          fingerprint: readPrint,
          summary: made.summary,
          themes: JSON.stringify(made.themes),
        }),
      )
      .execute()
      .catch((error: unknown) => {
        // The module or year was deleted meanwhile: nothing to cache, the answer still stands.
        if (!isForeignKeyViolation(error)) throw error;
      });
  }
  return result;
}
