// Compares V8 heap snapshots (the soak's --soak-snapshots, or DevTools'): the self size of every
// node summed by type and constructor (a closure by its function's name, a string by its first 40
// characters), the largest first, and what grew between two snapshots.
//   node bench/heap-summary.mjs start.heapsnapshot [end.heapsnapshot] [--top 40]
import fs from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "40" } } });
const top = Number(values.top);

function summarize(file) {
  const { snapshot, nodes, strings } = JSON.parse(fs.readFileSync(file, "utf8"));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [TYPE, NAME, SIZE] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const groups = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + TYPE]];
    const name = strings[nodes[i + NAME]];
    const key = type === "string" || type === "concatenated string" || type === "sliced string" ? `string: ${name.slice(0, 40)}` : `${type}: ${name}`;
    const size = nodes[i + SIZE];
    total += size;
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count++;
    group.bytes += size;
    groups.set(key, group);
  }
  return { total, groups };
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
const [first, second] = positionals.map(summarize);
console.log(`${positionals[0]}: ${mb(first.total)} MB`);
const rows = (groups) => [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top);
for (const [key, g] of rows(first.groups)) console.log(`${mb(g.bytes).padStart(8)} MB ${String(g.count).padStart(8)}  ${key}`);
if (second) {
  console.log(`\n${positionals[1]}: ${mb(second.total)} MB; grew by ${mb(second.total - first.total)} MB. What grew most:`);
  const grew = new Map();
  for (const [key, g] of second.groups) {
    const before = first.groups.get(key) ?? { count: 0, bytes: 0 };
    grew.set(key, { bytes: g.bytes - before.bytes, count: g.count - before.count });
  }
  for (const [key, g] of rows(grew)) console.log(`${mb(g.bytes).padStart(8)} MB ${String(g.count).padStart(8)}  ${key}`);
}
