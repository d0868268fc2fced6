// A database of its own on a PostgreSQL server, made for one run and dropped after it: the
// production setup's when no DATABASE_URL is given, and a journey's that runs its own setup.
import pg from 'pg';

export const DEFAULT_POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface FreshDatabase {
  name: string;
  url: string;
  /** Drops it, closing whatever connections are left. */
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `name` is made of letters, digits and underscores only (it is not quoted). */
export async function createFreshDatabase(adminUrl: string, name: string): Promise<FreshDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${name} is not a plain database name`);
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
