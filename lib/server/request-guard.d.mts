import type { IncomingHttpHeaders } from "node:http";
export const ALLOWED_METHODS: string[];
export function refuseRequest(method: string | undefined, target: string | undefined): { status: 400 | 405; error: string } | null;
export function bodyLimit(pathname: string): number;
export function refuseBody(pathname: string, headers: IncomingHttpHeaders): { status: 411 | 413; error: string } | null;
export function canonicalTarget(target: string): string | null;
export function isPrivatePath(pathname: string): boolean;
export function dropInternalHeaders(headers: IncomingHttpHeaders): void;
