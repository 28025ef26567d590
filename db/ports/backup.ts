// The backup door's interface (db/backup.ts chooses the engine's implementation: db/sqlite/backup.ts,
// db/postgres/backup.ts), in a file of its own that both import.

export interface LeadCount {
  demoRequests: number;
  contactMessages: number;
}

// Where a backup is read from or a restore goes: the environment's database unless told otherwise.
export interface Location {
  databasePath?: string;
  databaseUrl?: string;
}

export type BackupKind = "sqlite" | "pg_dump";

// What a backup and a restore do on one engine (db/sqlite/backup.ts, db/postgres/backup.ts).
export interface Backups {
  kind: BackupKind;
  ext: "db" | "dump";
  // A consistent copy of the database into `partial` (an empty file, its owner's alone), checked;
  // the leads it holds.
  backup(partial: string, location: Location): Promise<LeadCount>;
  // A backup of this engine's kind into an empty database, checked and migrated; where it went
  // (the SQLite file, or the PostgreSQL database as host:port/name) and the leads it holds.
  restore(file: string, location: Location): Promise<{ target: string; leads: LeadCount }>;
  // Why a backup of the other engine's kind cannot be restored here.
  otherKind(file: string): string;
}
