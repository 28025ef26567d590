// Global setup of the `unit` and `sqlite` test projects: the seeded SQLite file each test file copies
// (tests/support/seeded-template.ts).
import type { TestProject } from "vitest/node";
import { seededSqliteFile } from "./seeded-template";

declare module "vitest" {
  export interface ProvidedContext {
    seededSqlite: string;
  }
}

export default function setup(project: TestProject) {
  const { file, remove } = seededSqliteFile();
  project.provide("seededSqlite", file);
  return remove;
}
