import { runScript, withDatabase } from "@/db/connect";
import { seed, type SeedCounts } from "@/lib/content/import";

// npm run db:seed: content/ into the database (lib/content/import.ts), as `npm start`, `npm run build`
// and `npm run dev` run it after the migrations.
await runScript(async () => {
  const { articles: a, cities: c } = await withDatabase(seed);
  const line = (what: string, n: SeedCounts["articles"]) => `${what}: ${n.added} added, ${n.updated} updated, ${n.kept} kept as edited in the workspace`;
  return `Imported content/. ${line("Articles", a)}; ${line("cities", c)}`;
});
