import type { IncomingMessage, ServerResponse } from "node:http";
export function setReadinessCheck(check: () => Promise<void>): void;
export function setPurge(purge: (paths: string[]) => number): void;
export function startDraining(): void;
export function isDraining(): boolean;
export const OPS_PATHS: Set<string>;
export function answerOps(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
