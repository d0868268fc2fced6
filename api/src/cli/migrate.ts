// npm run migrate: brings the configured database (SQLite or PostgreSQL) to the latest schema.
import { runCommand } from './runtime';

await runCommand('migrate', async ({ connection, applied }) => {
  const what = applied.length > 0 ? `applied ${applied.join(', ')}` : 'already up to date';
  console.log(`migrate: ${connection.description}: ${what}.`);
});
