export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
}
export function compressOnce(bytes: Buffer): Promise<{ br: Buffer; gzip: Buffer }>;
export function compressQuick(bytes: Buffer): Promise<{ br: Buffer; gzip: Buffer }>;
export function codingEtag(etag: string, coding: "br" | "gzip" | "identity"): string;
export function strongEtag(bytes: Buffer): string;
export function pickCoding(acceptEncoding: string | null | undefined): "br" | "gzip" | "identity";
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean;
