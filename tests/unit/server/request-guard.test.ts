import { describe, expect, it } from "vitest";
import { canonicalTarget, isPrivatePath, refuseRequest } from "@/lib/server/request-guard.mjs";

describe("the one spelling of a path", () => {
  it.each([
    ["/./about", "/about"],
    ["/fr/../about", "/about"],
    ["/fr/%2E%2E/pricing", "/pricing"],
    ["/%61bout", "/about"],
    ["/pricing/", "/pricing"],
    ["/pricing//", "/pricing"],
    ["/blog//winter-tires?utm_source=x", "/blog/winter-tires?utm_source=x"],
    ["/_next/static/chunks/./././main.js", "/_next/static/chunks/main.js"],
    // A build file is found by its decoded name: an encoded slash spells the same file.
    ["/_next/static/chunks%2Fmain.js", "/_next/static/chunks/main.js"],
    ["/_next/static/chunks/x1/..%2fmain.js", "/_next/static/chunks/main.js"],
    ["/fr/blogue/%c3%a9t%c3%a9", "/fr/blogue/%C3%A9t%C3%A9"],
    ["/..", "/"],
  ])("redirects %s to %s", (target, canonical) => {
    expect(canonicalTarget(target)).toBe(canonical);
  });

  it.each(["/", "/about", "/fr/blogue/%C3%A9t%C3%A9", "/api/blog?lang=fr&x=./..", "/og.png", "/blog/a%2Fb"])("leaves %s as it is", (target) => {
    expect(canonicalTarget(target)).toBeNull();
  });

  it("never names another host: a path that would start with two slashes or a backslash is refused", () => {
    expect(refuseRequest("GET", "/\\evil.example/")?.status).toBe(400);
    expect(refuseRequest("GET", "//evil.example/")?.status).toBe(400);
    for (const target of ["/.//evil.example", "/x/..//evil.example/", "/%2F/evil.example"]) expect(canonicalTarget(target) ?? target).not.toMatch(/^\/[/\\]/);
  });
});

describe("the private paths", () => {
  it.each(["/staff", "/staff/leads", "/api/auth/sign-in/email"])("%s is private", (path) => expect(isPrivatePath(path)).toBe(true));
  it.each(["/staffing", "/solutions", "/api/blog"])("%s is public", (path) => expect(isPrivatePath(path)).toBe(false));
});
