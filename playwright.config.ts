import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/support/chromium.mjs";

// The content specs (content.spec.ts, content-*.spec.ts) publish.
const PUBLISHING = /content(-[a-z]+)?\.spec\.ts$/;

// Run through `npm run test:e2e` (tests/e2e/run.mjs), which builds the site, serves it with a fresh
// database and passes BASE_URL. Debian's Chromium by default; CHROMIUM_PATH points elsewhere.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // A workspace flow (sign-in with two-factor, a few screens, a form) takes 10-20 s here; a busy
  // 2-core machine doubles that, which is slowness, not a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://localhost:3000",
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    // Tests tagged @phone run at both widths; @phone-only tests need the phone layout.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
      testIgnore: PUBLISHING,
    },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } }, grep: /@phone/, testIgnore: PUBLISHING },
    // Publishing changes what every other page lists (the blog, its feeds, the sitemap): it runs once they are done.
    // Running one spec file runs these dependencies in full; add --no-deps to skip them.
    {
      name: "publishing",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testMatch: PUBLISHING,
      grepInvert: /@site-setting/,
      dependencies: ["desktop", "phone"],
    },
    // A test that turns on a setting of the whole site (review before publishing) would refuse the other content
    // specs' editors their publishes meanwhile: such tests run alone, once publishing is done.
    {
      name: "site-settings",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testMatch: PUBLISHING,
      grep: /@site-setting/,
      dependencies: ["publishing"],
      // One at a time: two of them would turn the setting off under each other (a submit button gone mid-test).
      workers: 1,
    },
  ],
});
