import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The house's rooms and what each may import: docs/architecture.md's "May import" column as a check.
// Imports point down (app -> components -> lib -> db; content/ under everything); inside lib/, each
// room names the rooms it uses. An import from a room not on its list fails `npm run lint`, and
// tests/unit/architecture.test.ts proves both that and that the list has no circle.
/** @type {Record<string, string[]>} */
export const rooms = {
  app: [
    "components",
    "content",
    "lib/api.ts",
    "lib/booking",
    "lib/content",
    "lib/http",
    "lib/i18n",
    "lib/leads",
    "lib/outbox",
    "lib/seo",
    "lib/site-config.ts",
    "lib/staff",
    "lib/time-zones.ts",
    "lib/utils.ts",
    "lib/validations",
    "lib/routes.ts",
    "lib/fragments.ts",
    "lib/analytics",
  ],
  components: [
    "content",
    "lib/api.ts",
    "lib/booking",
    "lib/chat",
    "lib/client",
    "lib/content",
    "lib/content/gates.ts",
    "lib/content/french-rules.ts",
    "lib/fragments.ts",
    "lib/i18n",
    "lib/leads",
    "lib/roi.ts",
    "lib/routes.ts",
    "lib/seo",
    "lib/site-config.ts",
    "lib/staff",
    "lib/time-zones.ts",
    "lib/utils.ts",
    "lib/validations",
    "lib/analytics",
  ],
  // First-party analytics (issue 51): the collector's store, the sweep, the workspace's numbers.
  "lib/analytics": ["content", "db", "lib/i18n", "lib/leads", "lib/routes.ts", "lib/server", "lib/staff", "lib/time-zones.ts", "lib/validations"],
  "lib/leads": [
    "content",
    "db",
    "lib/api.ts",
    "lib/http",
    "lib/i18n",
    "lib/ops",
    "lib/outbox",
    "lib/routes.ts",
    "lib/server",
    "lib/site-config.ts",
    "lib/staff",
    "lib/time-zones.ts",
    "lib/validations",
  ],
  "lib/booking": [
    "content",
    "db",
    "lib/api.ts",
    "lib/http",
    "lib/i18n",
    "lib/leads",
    "lib/ops",
    "lib/outbox",
    "lib/server",
    "lib/site-config.ts",
    "lib/staff",
    "lib/time-zones.ts",
    "lib/validations",
  ],
  // The outbox (issue 49): every room's messages queued through one door, its worker, the builders'
  // registry. It knows no room's messages: each room registers how its own are written.
  "lib/outbox": ["db", "lib/ops", "lib/server", "lib/site-config.ts", "lib/staff"],
  "lib/staff": ["content", "db", "lib/api.ts", "lib/http", "lib/i18n", "lib/server", "lib/site-config.ts", "lib/time-zones.ts", "lib/validations"],
  "lib/cli": ["content", "db", "lib/content", "lib/content/gates.ts", "lib/leads", "lib/staff", "lib/utils.ts", "lib/validations"],
  "lib/seo": ["content", "db", "lib/content", "lib/i18n", "lib/routes.ts", "lib/site-config.ts"],
  "lib/content": [
    "content",
    "db",
    "lib/http",
    "lib/i18n",
    "lib/outbox",
    "lib/routes.ts",
    "lib/server/internal-requests.mjs",
    "lib/site-config.ts",
    "lib/staff",
    "lib/time-zones.ts",
    "lib/validations",
  ],
  // The publish gates and the French rules they run: pure, so the editor's components and the content
  // import (lib/content/import.ts) run them too.
  "lib/content/gates.ts": ["content", "lib/content/body-facts.mjs", "lib/content/french-rules.ts", "lib/i18n", "lib/routes.ts", "lib/site-config.ts"],
  "lib/content/french-rules.ts": [],
  // A body read once (marked): the gates' parts and a revision's facts, on the request's thread or read-body.ts's.
  "lib/content/body-facts.mjs": [],
  "lib/ops": ["lib/server"],
  "lib/http": ["lib/server"],
  "lib/api.ts": ["lib/i18n", "lib/server", "lib/site-config.ts", "lib/validations"],
  "lib/chat": ["content", "lib/i18n", "lib/site-config.ts"],
  "lib/roi.ts": ["content", "lib/i18n"],
  "lib/routes.ts": ["content", "lib/fragments.ts", "lib/i18n"],
  "lib/fragments.ts": ["content", "lib/i18n"],
  "lib/i18n": ["content", "lib/validations"],
  "lib/validations": ["content"],
  "lib/client": ["content"],
  "lib/build": ["content"],
  "lib/site-config.ts": ["content"],
  "lib/time-zones.ts": [],
  "lib/utils.ts": [],
  "lib/server": [],
  // The header that sends a request to this server in its internal lane (the publish gate's preview),
  // its secret kept on the bridge that Next's bundle shares with server.mjs.
  "lib/server/internal-requests.mjs": ["lib/server/bridge.mjs"],
  "lib/server/bridge.mjs": [],
  // The engines' door: nothing of lib/ (the content import, which runs the gates, is lib/content/import.ts).
  db: [],
  content: [],
};

/** @type {(room: string, folder: string) => boolean} */
const inside = (room, folder) => room.startsWith(`${folder}/`);

// A room may import its own rooms (lib/content may import lib/content/gates.ts) and those on its
// list. A room it may not import that holds one it may (db may import lib/content/gates.ts, not the
// rest of lib/content; the gates not the rest of their folder) is a zone of its own, with exceptions.
const zones = Object.entries(rooms).flatMap(([room, mayImport]) => {
  const message = `${room}/ may import only ${mayImport.join(", ") || "nothing of the house"} (docs/architecture.md, "Rooms").`;
  const forbidden = Object.keys(rooms).filter((other) => other !== room && !mayImport.includes(other) && !inside(other, room));
  /** @type {(other: string) => string[]} */
  const allowedInside = (other) => [room, ...mayImport].filter((allowed) => inside(allowed, other)).map((allowed) => `./${allowed.slice(other.length + 1)}`);
  return [
    { target: `./${room}`, from: forbidden.filter((other) => allowedInside(other).length === 0).map((other) => `./${other}`), message },
    ...forbidden
      .filter((other) => allowedInside(other).length > 0)
      .map((other) => ({ target: `./${room}`, from: `./${other}`, except: allowedInside(other), message })),
  ];
});

const config = [
  { ignores: ["**/.next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ["app/**", "components/**", "lib/**", "db/**", "content/**"],
    rules: { "import/no-restricted-paths": ["error", { zones }] },
  },
];

export default config;
