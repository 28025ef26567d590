// Debian's Chromium, headless, as the browser tests and the Lighthouse bench launch it: the flags keep
// it off the network (this machine has none beyond its package registries). CHROMIUM_PATH points
// at another build, such as Playwright's own on a laptop.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
