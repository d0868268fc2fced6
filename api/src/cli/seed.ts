// npm run seed: fills an empty database with the demo data. A database that already has
// users, modules or years is left untouched.
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from '../seed/demo-data';
import { runCommand } from './runtime';

await runCommand('seed', async ({ connection, passwords }) => {
  if (!(await isDatabaseEmpty(connection.db))) {
    console.log(`seed: ${connection.description} already has data; nothing was changed.`);
    return;
  }
  const result = await seedDemoData(connection.db, passwords);
  console.log(
    `seed: ${result.modules} modules, ${result.academicYears} academic years, ` +
      `${result.users} users and ${result.feedback} feedback entries added to ${connection.description}.`,
  );
  console.log(
    `seed: staff ${DEMO_ACCOUNTS.staff.username} / ${DEMO_ACCOUNTS.staff.password}, ` +
      `student ${DEMO_ACCOUNTS.student.username} / ${DEMO_ACCOUNTS.student.password}`,
  );
});
