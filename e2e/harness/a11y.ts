// axe-core run inside the page. The script is evaluated through the DevTools protocol rather than added
// as an inline <script>: the store's Content-Security-Policy rightly refuses inline scripts, and the
// journeys must see the page under its real policy.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export type Impact = "minor" | "moderate" | "serious" | "critical";

export interface A11yViolation {
  id: string;
  impact: Impact | null;
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending elements, with the first failure message of each. */
  nodes: Array<{ target: string; summary: string }>;
}

/** Every axe violation on the page as it is now (WCAG 2.1 A/AA rules and axe's best practices). */
export async function checkA11y(page: Page): Promise<A11yViolation[]> {
  const loaded = await page.evaluate("typeof window.axe === 'object'");
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string;
        impact: Impact | null;
        help: string;
        helpUrl: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    };
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }
    ).axe;
    // Contrast is judged on what a reader settles on, not on a frame of a fade-in (the promo strip's
    // heading fades in every few seconds): animations and transitions are off while axe looks.
    const still = document.createElement("style");
    still.textContent = "*,*::before,*::after{animation:none!important;transition:none!important}";
    document.head.append(still);
    const result = await axe.run(document, { resultTypes: ["violations"] }).finally(() => still.remove());
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary ?? "" })),
    }));
  });
}

/** The violations a journey must not have: serious and critical ones. */
export function seriousViolations(violations: A11yViolation[]): A11yViolation[] {
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** A readable list, for failure messages. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact}: ${v.id} (${v.help})\n${v.nodes.map((n) => `  at ${n.target}: ${n.summary}`).join("\n")}`,
    )
    .join("\n");
}
