import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { pageLanguage, withHtmlLang } from "./page-language.js";

const request = (cookie?: string, protocol: "http" | "https" = "http") =>
  ({ headers: cookie ? { cookie } : {}, protocol }) as FastifyRequest;

describe("pageLanguage", () => {
  it("takes ?lang= first and remembers it in the lang cookie", () => {
    const chosen = pageLanguage(request("lang=en"), new URLSearchParams("lang=hi"));
    expect(chosen.language).toBe("hi");
    expect(chosen.setCookie).toMatch(/^lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it("marks the cookie Secure when the request came over HTTPS", () => {
    const chosen = pageLanguage(request(undefined, "https"), new URLSearchParams("lang=hi"));
    expect(chosen.setCookie).toMatch(/^lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });

  it("reads the lang cookie among others, else English; an unknown value is English", () => {
    expect(pageLanguage(request("a=1; lang=hi; b=2"), new URLSearchParams())).toEqual({
      language: "hi",
      setCookie: null,
    });
    expect(pageLanguage(request(), new URLSearchParams()).language).toBe("en");
    expect(pageLanguage(request("lang=fr"), new URLSearchParams("lang=xx")).language).toBe("en");
  });
});

describe("withHtmlLang", () => {
  it("writes lang=hi into <html> for Hindi and leaves an English page as built", () => {
    const template = '<!doctype html>\n<html lang="en-IN">\n<head></head></html>';
    expect(withHtmlLang(template, "hi")).toContain('<html lang="hi">');
    expect(withHtmlLang(template, "en")).toBe(template);
  });
});
