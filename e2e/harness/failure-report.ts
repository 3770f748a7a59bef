// What a failed journey step prints beside vitest's error, so that a failure seen once in CI can be
// read afterwards: where the page was, what it was telling the visitor (toasts, alerts, dialogs), and
// the allowed problems and failed requests that the collector let through.
import type { Page } from "playwright-core";
import type { PageProblems } from "./page-problems.js";

// An open <dialog> has the dialog role without the attribute, so it is named on its own.
const SAYING = '[role="alert"], [role="status"], [role="dialog"], dialog[open], [aria-live]';

async function pageSays(page: Page): Promise<string[]> {
  return page
    .locator(SAYING)
    .evaluateAll((nodes) =>
      nodes.map((node) => (node.textContent ?? "").replace(/\s+/g, " ").trim()).filter((text) => text !== ""),
    )
    .catch((error: Error) => [`(could not read the page: ${error.message})`]);
}

export async function reportPageOnFailure(
  context: { task: { name: string; result?: { state?: string } } },
  page: Page | undefined,
  problems: PageProblems | undefined,
): Promise<void> {
  if (context.task.result?.state !== "fail" || !page || page.isClosed()) return;
  const lines = [
    `--- the page after "${context.task.name}" failed ---`,
    `at ${page.url()}`,
    ...(await pageSays(page)).map((text) => `says: ${text.slice(0, 300)}`),
    ...(problems?.trail ?? []).slice(-30),
  ];
  console.error(lines.join("\n"));
}
