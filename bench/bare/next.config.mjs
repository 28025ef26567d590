// Next's defaults: its own config file keeps the site's next.config.ts from being picked up.
const config = {};
export default config;
