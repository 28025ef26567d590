import type { IncomingMessage, ServerResponse } from "node:http";

export interface DirectRoute {
  handler: (request: Request) => Promise<Response>;
  maxBodyBytes: number;
}
export const directRoutes: Map<string, DirectRoute>;
export function directRoute<H extends (request: Request) => Promise<Response>>(key: `POST /${string}`, maxBodyBytes: number, handler: H): H;
export function serveDirect(req: IncomingMessage, res: ServerResponse, route: DirectRoute, headers: { key: string; value: string }[]): Promise<void>;
