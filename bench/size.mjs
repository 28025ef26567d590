// npm run size -- [paths...]: HTML, JS and CSS bytes (raw and gzipped) each page loads.
// Uses the server at BASE_URL, or starts the production server on the existing build and database.
// Next 16's build no longer prints these figures.
import { startServer } from "./server.mjs";
import { kb, measureWeight } from "./weight.mjs";

const paths = process.argv.slice(2).filter((a) => a.startsWith("/"));
if (paths.length === 0) paths.push("/");

const server = process.env.BASE_URL ? null : await startServer();
const base = process.env.BASE_URL ?? server.url;
try {
  const rows = {};
  for (const path of paths) {
    const r = await measureWeight(base, path);
    rows[path] = {
      "HTML raw": kb(r.html.raw),
      "HTML gzip": kb(r.html.gzip),
      "JS raw": kb(r.js.raw),
      "JS gzip": kb(r.js.gzip),
      "JS files": r.files.js,
      "CSS raw": kb(r.css.raw),
      "CSS gzip": kb(r.css.gzip),
      "CSS inline": r.files.inlineCss > 0,
    };
  }
  console.table(rows);
} finally {
  server?.stop();
}
