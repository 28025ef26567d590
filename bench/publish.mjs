// A publish's time through the API (issue 47, M1): an editor signs in and publishes the same article
// `publishes` times in a row, each from the revision the last one made, every one through the review
// policy, the edit lock, the Nu HTML Checker over the draft's preview, the gates and the transaction.
// The first publish of an instance also starts the checker (its JVM), so it is reported apart.
// Answers the first publish and the median and max of the rest, in milliseconds.
import { spawnSync } from "node:child_process";

/**
 * @param {{ url: string, env: NodeJS.ProcessEnv, publishes?: number, slug?: string }} options
 */
export async function publishBenchmark({ url, env, publishes = 10, slug = "cost-per-sale-by-lead-source" }) {
  const email = `bench.publisher.${Date.now()}@torqueanalytics.ca`;
  const add = spawnSync("npm", ["run", "staff", "--silent", "--", "add", email, "--role", "editor", "--name", "Bench Publisher"], { env, encoding: "utf8" });
  if (add.status !== 0) throw new Error(`could not add the bench's editor: ${add.stderr}`);
  const password = /: (\S+)\s*$/.exec(add.stdout)?.[1];
  const origin = { origin: url, "content-type": "application/json" };
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: "POST", headers: origin, body: JSON.stringify({ email, password }) });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const api = async (/** @type {string} */ path, /** @type {RequestInit} */ init = {}) => {
    const response = await fetch(`${url}/staff/api/content/${path}`, { ...init, headers: { ...origin, cookie } });
    return { status: response.status, body: await response.json() };
  };
  const { body: list } = await api("articles?locale=en");
  const article = list.articles.find((/** @type {{ slug: string }} */ a) => a.slug === slug);
  if (!article) throw new Error(`no article ${slug}`);
  let revision = article.revision;
  /** @type {number[]} */
  const times = [];
  for (let n = 0; n <= publishes; n++) {
    const started = performance.now();
    const { status, body } = await api(`articles/${article.id}/publish`, { method: "POST", body: JSON.stringify({ baseRevision: revision }) });
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`publish ${n} answered ${status}: ${JSON.stringify(body)}`);
    revision = body.revision;
  }
  const [first, ...rest] = times;
  const sorted = rest.toSorted((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return { publishes, firstMs: Math.round(first ?? 0), medianMs: Math.round(median ?? 0), maxMs: Math.round(sorted.at(-1) ?? 0) };
}
