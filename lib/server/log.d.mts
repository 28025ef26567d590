import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";
export const logger: Logger;
/** For lines made only of fields the code picks (the access line, "lead stored"): no redaction pass. */
export const plainLogger: Record<"info" | "error", (fields: Record<string, unknown>, msg: string) => void>;
export const requestContext: AsyncLocalStorage<{ requestId: string }>;
export function currentRequestId(): string | undefined;
export function captureConsole(): void;
