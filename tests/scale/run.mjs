// npm run test:scale: the multi-instance tests against the production build. `npm test` runs them
// after the end-to-end suite, whose build they reuse; run alone, they build first if there is none.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const run = (command, args) => spawnSync(command, args, { stdio: "inherit" }).status ?? 1;

if (!fs.existsSync(".next/BUILD_ID") && run("npm", ["run", "build", "--silent"]) !== 0) process.exit(1);
process.exit(run("npx", ["vitest", "run", "--config", "tests/scale/vitest.config.ts", ...process.argv.slice(2)]));
