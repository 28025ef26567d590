export function sitemapPaths(xml: string): string[];
export function createWarmer(options: { fetch: (path: string) => Promise<unknown>; stopped?: () => boolean }): {
  stats: { listed: number; done: number };
  warm(paths: string[], options?: { first?: boolean }): void;
};
