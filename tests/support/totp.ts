import { createHmac } from "node:crypto";

// The code an authenticator app shows for a base32 key at a given time (RFC 6238: HMAC-SHA1, 30 s,
// 6 digits), for tests that sign in with two-factor.
export function totp(key: string, at = Date.now()): string {
  const bits = [...key.replace(/=+$/, "").toUpperCase()].map((c) => "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(c).toString(2).padStart(5, "0")).join("");
  const secret = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hash = createHmac("sha1", secret).update(counter).digest();
  const offset = hash[19]! & 15;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}
