import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";
export const logger: Logger;
export const requestContext: AsyncLocalStorage<{ requestId: string }>;
export function currentRequestId(): string | undefined;
export function captureConsole(): void;
