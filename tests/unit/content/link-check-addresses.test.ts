// The link checker is no scanner (issue 47, M4; shared/reviews/attack-turn5.md): a draft's links to
// loopback, private, link-local, metadata, CGNAT, unspecified and multicast addresses, in every
// spelling, are refused before a connection is made, after DNS and at each redirect's hop. A local
// server on 127.0.0.1 and ::1 stands in for the internal services and counts what reaches it; a
// second loopback address (127.0.0.2), allowed by name the way only a test may, stands in for a
// public site that redirects inward.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { answerOf } from "@/components/staff/content/health-sections";
import { checkLink } from "@/lib/content/link-checks";
import { staffTranslator } from "@/lib/staff/messages";

const reached: string[] = [];
const sink = (request: http.IncomingMessage, response: http.ServerResponse) => {
  reached.push(`${request.method} ${request.url}`);
  response.writeHead(200).end("internal");
};
const sinks = [http.createServer(sink), http.createServer(sink)];
let port = 0;
// The "public" site: answers 200 on /ok, and sends /inward to the sink.
const site = http.createServer((request, response) => {
  if (request.url === "/inward") return response.writeHead(302, { location: `http://127.0.0.1:${port}/metrics` }).end();
  if (request.url === "/inward-v6") return response.writeHead(301, { location: `http://[::1]:${port}/metrics` }).end();
  if (request.url === "/inward-name") return response.writeHead(307, { location: `http://localhost:${port}/metrics` }).end();
  if (request.url === "/file") return response.writeHead(302, { location: "file:///etc/passwd" }).end();
  if (request.url === "/credentials") return response.writeHead(302, { location: `http://user:secret@127.0.0.2:${sitePort}/ok` }).end();
  response.writeHead(request.url === "/ok" ? 200 : 404).end();
});
let sitePort = 0;
const publicSite = { allowAddresses: ["127.0.0.2"] };

beforeAll(async () => {
  await new Promise<void>((resolve) => sinks[0]!.listen(0, "127.0.0.1", resolve));
  port = (sinks[0]!.address() as AddressInfo).port;
  await new Promise<void>((resolve) => sinks[1]!.listen(port, "::1", resolve));
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.2", resolve));
  sitePort = (site.address() as AddressInfo).port;
});
afterEach(() => {
  reached.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => {
  for (const server of [...sinks, site]) {
    server.closeAllConnections();
    server.close();
  }
});

const blocked = { status: null, ok: false, error: "blocked" };

describe("the link checker's addresses", () => {
  it("refuses every spelling of a loopback address, and nothing reaches the service behind it", async () => {
    const spellings = [
      `http://127.0.0.1:${port}/ssrf-plain`,
      `http://localhost:${port}/ssrf-localhost`,
      `http://2130706433:${port}/ssrf-decimal`,
      `http://0x7f.1:${port}/ssrf-hex`,
      `http://0x7f000001:${port}/ssrf-hex-whole`,
      `http://0177.0.0.1:${port}/ssrf-octal`,
      `http://127.1:${port}/ssrf-short`,
      `http://127.0.0.1.:${port}/ssrf-dot`,
      `http://[::1]:${port}/ssrf-v6`,
      `http://[::ffff:127.0.0.1]:${port}/ssrf-mapped`,
      `http://[::ffff:7f00:1]:${port}/ssrf-mapped-hex`,
      `http://[0:0:0:0:0:0:0:1]:${port}/ssrf-v6-long`,
      `http://0.0.0.0:${port}/ssrf-unspecified`,
      `http://[::]:${port}/ssrf-unspecified-v6`,
      `https://127.0.0.1:${port}/ssrf-tls`,
      `http://127.0.0.1:${port}/metrics`,
    ];
    for (const url of spellings) expect(await checkLink(url, { timeoutMs: 2_000 }), url).toEqual(blocked);
    expect(reached).toEqual([]);
  });

  it("refuses private, link-local, metadata, CGNAT, multicast and reserved addresses without opening a connection", async () => {
    // Nothing here may leave the machine: a connection attempt fails the test instead of being made.
    const connect = vi.spyOn(net.Socket.prototype, "connect").mockImplementation(() => {
      throw new Error("a connection was attempted");
    });
    const addresses = [
      "169.254.169.254",
      "[fd00:ec2::254]",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "100.64.0.1",
      "[fc00::1]",
      "[fe80::1]",
      "224.0.0.1",
      "[ff02::1]",
      "240.0.0.1",
      "255.255.255.255",
      "[64:ff9b::a9fe:a9fe]",
      "[2002:a9fe:a9fe::]",
      "0xa9fea9fe",
      "2852039166",
    ];
    for (const address of addresses) {
      expect(await checkLink(`http://${address}/latest/meta-data/`, { timeoutMs: 2_000 }), address).toEqual(blocked);
    }
    expect(connect).not.toHaveBeenCalled();
  });

  it("follows a public site's redirects, and refuses the hop that turns inward", async () => {
    expect(await checkLink(`http://127.0.0.2:${sitePort}/ok`, publicSite)).toEqual({ status: 200, ok: true, error: null });
    expect(await checkLink(`http://127.0.0.2:${sitePort}/gone`, publicSite)).toEqual({ status: 404, ok: false, error: null });
    for (const path of ["/inward", "/inward-v6", "/inward-name"]) {
      expect(await checkLink(`http://127.0.0.2:${sitePort}${path}`, publicSite), path).toEqual(blocked);
    }
    expect(await checkLink(`http://127.0.0.2:${sitePort}/file`, publicSite)).toEqual({ status: null, ok: false, error: "invalid" });
    expect(await checkLink(`http://127.0.0.2:${sitePort}/credentials`, publicSite)).toEqual({ status: null, ok: false, error: "invalid" });
    expect(reached).toEqual([]);
    // Without the test's allowance the "public" site is loopback too.
    expect(await checkLink(`http://127.0.0.2:${sitePort}/ok`)).toEqual(blocked);
  });

  it("shows editors a reason in their language, never a system error's code", () => {
    const [en, fr] = [staffTranslator("en"), staffTranslator("fr")];
    expect(answerOf(blocked, en)).toBe("Not a public address");
    expect(answerOf(blocked, fr)).toBe("Adresse non publique");
    expect(answerOf({ status: 404, error: null }, en)).toBe("Broken (404)");
    expect(answerOf({ status: 404, error: null }, fr)).toBe("Brisé (404)");
    expect(answerOf({ status: null, error: "timeout" }, en)).toBe("No answer");
    expect(answerOf({ status: null, error: "timeout" }, fr)).toBe("Aucune réponse");
    // A row kept before issue 47 with a system error's code reads as unreachable.
    expect(answerOf({ status: null, error: "ECONNREFUSED" }, en)).toBe("Unreachable");
    expect(answerOf({ status: null, error: "ECONNREFUSED" }, fr)).toBe("Injoignable");
  });
});
