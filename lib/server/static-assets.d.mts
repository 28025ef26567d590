import type { EncodedBody } from "./encoded.mjs";
export function precompressStaticAssets(distDir: string): Promise<void>;
export function staticAssets(distDir: string): (pathname: string) => Promise<EncodedBody | null>;
