// Which database the site runs on: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file.
export type Engine = "sqlite" | "postgres";

export const engine = (): Engine => (process.env.DATABASE_URL ? "postgres" : "sqlite");
