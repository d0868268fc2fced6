// Summaries gained structure (what students liked, what could be better, themes with the texts
// they come from), so a cached summary is now one JSON document instead of a text and a list of
// themes. The table only ever holds a cache: it is made anew, and every summary is made again on
// first request.
import type { Kysely, Migration } from 'kysely';

async function createCache(db: Kysely<unknown>, contentColumns: readonly string[]) {
  let table = db.schema
    .createTable('summary_cache')
    .addColumn('module_id', 'integer', (col) =>
      col.notNull().references('modules.id').onDelete('cascade'),
    )
    .addColumn('academic_year_id', 'integer', (col) =>
      col.notNull().references('academic_years.id').onDelete('cascade'),
    )
    .addColumn('aspect', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull());
  for (const column of contentColumns)
    table = table.addColumn(column, 'text', (col) => col.notNull());
  await table
    .addPrimaryKeyConstraint('summary_cache_pk', ['module_id', 'academic_year_id', 'aspect'])
    .execute();
}

export const structuredSummariesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('summary_cache').execute();
    await createCache(db, ['content']);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('summary_cache').execute();
    await createCache(db, ['summary', 'themes']);
  },
};
