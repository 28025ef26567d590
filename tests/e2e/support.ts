import Database from "better-sqlite3";

// Reads the server's database (DATABASE_PATH, set by run.mjs) to check what a form stored.
export function queryDb<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(process.env.DATABASE_PATH!, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
