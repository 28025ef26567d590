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
    "lib/content",
    "lib/http",
    "lib/i18n",
    "lib/leads",
    "lib/seo",
    "lib/site-config.ts",
    "lib/staff",
    "lib/time-zones.ts",
    "lib/utils.ts",
    "lib/validations",
    "lib/routes.ts",
    "lib/fragments.ts",
  ],
  components: [
    "content",
    "lib/api.ts",
    "lib/chat",
    "lib/client",
    "lib/content",
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
  ],
  "lib/leads": [
    "content",
    "db",
    "lib/api.ts",
    "lib/http",
    "lib/i18n",
    "lib/ops",
    "lib/routes.ts",
    "lib/server",
    "lib/site-config.ts",
    "lib/staff",
    "lib/time-zones.ts",
    "lib/validations",
  ],
  "lib/staff": ["content", "db", "lib/api.ts", "lib/http", "lib/i18n", "lib/server", "lib/site-config.ts", "lib/time-zones.ts", "lib/validations"],
  "lib/cli": ["content", "db", "lib/leads", "lib/staff", "lib/utils.ts", "lib/validations"],
  "lib/seo": ["content", "db", "lib/content", "lib/i18n", "lib/routes.ts", "lib/site-config.ts"],
  "lib/content": ["content", "db", "lib/i18n", "lib/routes.ts", "lib/staff", "lib/validations"],
  "lib/ops": ["lib/server"],
  "lib/http": ["lib/server"],
  "lib/api.ts": ["lib/i18n", "lib/server", "lib/site-config.ts", "lib/validations"],
  "lib/chat": ["content", "lib/i18n", "lib/site-config.ts"],
  "lib/roi.ts": ["content", "lib/i18n"],
  "lib/routes.ts": ["content", "lib/fragments.ts"],
  "lib/fragments.ts": ["content", "lib/i18n"],
  "lib/i18n": ["content", "lib/validations"],
  "lib/validations": ["content"],
  "lib/client": ["content"],
  "lib/build": ["content"],
  "lib/site-config.ts": ["content"],
  "lib/time-zones.ts": [],
  "lib/utils.ts": [],
  "lib/server": [],
  db: ["content"],
  content: [],
};

const zones = Object.entries(rooms).map(([room, mayImport]) => ({
  target: `./${room}`,
  from: Object.keys(rooms)
    .filter((other) => other !== room && !mayImport.includes(other) && !room.startsWith(`${other}/`) && !other.startsWith(`${room}/`))
    .map((other) => `./${other}`),
  message: `${room}/ may import only ${mayImport.join(", ") || "nothing of the house"} (docs/architecture.md, "Rooms").`,
}));

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
