// Everything that should never happen on a page: an uncaught error, a console error, a
// Content-Security-Policy violation or a server failure (5xx). A journey fails when any was seen.
import type { Page } from "playwright-core";

const CSP_TAG = "[csp-violation]";

export interface PageProblems {
  /** What went wrong so far, one line each. */
  readonly list: string[];
  /** Lets an expected message through (a journey that provokes a failure on purpose). */
  allow(pattern: RegExp): void;
  /** Allowed problems and failed requests since the last assertNone: what a failed test prints. */
  readonly trail: string[];
  /** Throws listing every problem seen since the last call, then starts afresh. */
  assertNone(): void;
}

export async function watchProblems(page: Page): Promise<PageProblems> {
  const list: string[] = [];
  const allowed: RegExp[] = [];
  const trail: string[] = [];
  const add = (line: string) => {
    if (allowed.some((pattern) => pattern.test(line))) trail.push(line);
    else list.push(line);
  };
  // Chrome also logs CSP refusals, but only the event names the directive and the blocked URL reliably.
  await page.addInitScript((tag: string) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `${tag} ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, CSP_TAG);
  page.on("pageerror", (error) => add(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    add(
      text.startsWith(CSP_TAG)
        ? `CSP violation: ${text.slice(CSP_TAG.length + 1)}`
        : `console error: ${text}`,
    );
  });
  page.on("requestfailed", (request) => {
    trail.push(
      `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? "?"})`,
    );
  });
  page.on("response", (response) => {
    if (response.status() >= 500) add(`server failure: ${response.status()} ${response.url()}`);
  });
  return {
    list,
    trail,
    allow: (pattern) => allowed.push(pattern),
    assertNone() {
      trail.length = 0;
      const seen = list.splice(0);
      if (seen.length > 0)
        throw new Error(`the page had problems:\n${seen.map((l) => `  - ${l}`).join("\n")}`);
    },
  };
}
