import type { IncomingMessage, ServerResponse } from "node:http";
export function routePatterns(manifest: { staticRoutes: { page: string }[]; dynamicRoutes: { page: string; regex: string }[] }): (pathname: string) => string;
export function observe(req: IncomingMessage, res: ServerResponse, request: { route: string; client: string; trustProxy: boolean; quiet?: boolean }, handle: () => void): void;
