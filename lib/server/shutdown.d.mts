import type { Server } from "node:http";
export function onShutdown(name: string, step: () => Promise<void> | void): void;
export function stopOnSignals(server: Server): void;
