// npm run lint's last step: no two modules of the house import each other, however long the way round,
// type-only imports included (as `npx madge --circular --extensions ts,tsx,mjs --ts-config tsconfig.json
// lib db app components content` counts them). Each file's imports are read by TypeScript's
// preprocessor (no type check: about a second for the house) and resolved as tsconfig.json says.
// Prints each circle and exits 1 when there is one.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["lib", "db", "app", "components", "content"];
const EXTENSIONS = [".ts", ".tsx", ".mjs"];

const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const options = config?.options ?? {};

/** @param {string} dir @returns {string[]} */
function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sources(full);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sources(path.join(ROOT, folder)));
const inHouse = new Set(files);

/** @type {Map<string, string[]>} */
const imports = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  const targets = importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    return resolved && inHouse.has(resolved) ? [resolved] : [];
  });
  imports.set(file, [...new Set(targets)]);
}

// Depth-first, each file once: a file met again while still on the path closes a circle.
/** @type {string[][]} */
const circles = [];
/** @type {Map<string, "open" | "done">} */
const state = new Map();
/** @param {string} file @param {string[]} trail */
function visit(file, trail) {
  state.set(file, "open");
  for (const next of imports.get(file) ?? []) {
    if (state.get(next) === "open") circles.push([...trail.slice(trail.indexOf(next)), file, next]);
    else if (!state.has(next)) visit(next, [...trail, file]);
  }
  state.set(file, "done");
}
for (const file of files) if (!state.has(file)) visit(file, []);

const name = (/** @type {string} */ file) => path.relative(ROOT, file);
for (const circle of circles) console.error(`import circle: ${[...new Set(circle.slice(0, -1))].map(name).join(" > ")} > ${name(circle.at(-1) ?? "")}`);
if (circles.length > 0) process.exit(1);
