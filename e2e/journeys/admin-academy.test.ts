// The academy and customers in the back office (phone and desktop, axe): a student sends an admission
// form through the academy's pages; the owner finds it, reveals the Aadhaar number by giving a reason
// (the dialog forgets it when closed; the number never reaches a URL, browser storage or the console)
// and finds the reveal in the audit log; a staff member sees the admission with the number masked and
// is not offered the reveal; the owner blocks the student, whose session ends at once, and whose next
// login says the account is blocked.

import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import {
  AADHAAR,
  fillAdmissionForm,
  registerThroughPages,
  student,
  submitButton,
  watchTraffic,
} from "./academy-steps.js";
import { expectNotStored, expectPath, expectToast, pathOf, submitLogin } from "./account-steps.js";
import { adminJourney, OWNER, STAFF } from "./admin-steps.js";

const SESSION_KEYS = ["_hs_u7f", "_hs_at", "_hs_rt"] as const;
const BLOCKED =
  "This account has been blocked by the shop. Please contact us if you think this is a mistake.";

async function openFromNav(page: Page, name: string, heading: string) {
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name, exact: true })
    .click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

/** Searches a list and waits until it shows exactly one link named `link` (the list answers the search). */
async function searchFor(page: Page, label: string, text: string, link: string) {
  const box = page.getByLabel(label);
  await box.fill(text);
  await box.press("Enter");
  await expect.poll(() => page.getByRole("link", { name: link, exact: true }).count()).toBe(1);
}

/** Opens a list's row by its link, as a member would (an in-app navigation). */
async function openRow(page: Page, text: string) {
  const link = page.getByRole("row").filter({ hasText: text }).getByRole("link").first();
  const href = await link.getAttribute("href");
  if (!href) throw new Error(`the row of ${text} has no link`);
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
}

adminJourney("admin-academy", (j) => {
  const email = j.uniqueEmail("academy-admin");
  const password = `Mehendi-${j.viewport}-2026`;
  const s = student(email);
  let session: Record<string, string | null> = {};
  let admissionPath = "";

  it("a student registers and sends an admission form through the academy", async () => {
    const page = j.page;
    await registerThroughPages(j, email, password);
    await j.goto("/admission-form");
    await page.getByRole("heading", { level: 1, name: "Admission Form" }).waitFor();
    await fillAdmissionForm(page, s);
    await expectToast(
      page,
      "Admission form submitted successfully!",
      () => submitButton(page).click(),
      "success",
    );
    session = await page.evaluate(
      (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
      [...SESSION_KEYS],
    );
    expect(session._hs_rt).toBeTruthy();
  });

  it("the owner reveals the Aadhaar number with a reason and finds the reveal in the audit log", async () => {
    const page = await j.freshPage();
    const traffic = watchTraffic(page);
    await j.signIn(OWNER, { stay: true });
    await openFromNav(page, "Academy", "Academy");
    await searchFor(page, "Search admissions", email, s.name);
    await openRow(page, email);
    await page.getByRole("heading", { level: 1, name: s.name }).waitFor();
    admissionPath = pathOf(page);
    await page.getByText("XXXX XXXX 0123").waitFor();
    await j.shot("admission-masked", { fullPage: true });
    await j.expectAccessible();

    await page.getByRole("button", { name: "Reveal" }).click();
    const dialog = page.getByRole("dialog", { name: "Reveal the Aadhaar number" });
    await dialog.getByLabel(/Reason/).fill("Check");
    await dialog.getByRole("button", { name: "Reveal" }).click();
    await dialog.getByText(/at least 10 characters/).waitFor();
    await dialog.getByLabel(/Reason/).fill("Checking the name on the course certificate");
    await dialog.getByRole("button", { name: "Reveal" }).click();
    await dialog.getByLabel("Aadhaar number").getByText("2345 6789 0123").waitFor();
    await j.shot("aadhaar-revealed");
    await j.expectAccessible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await page.locator("body").textContent()) ?? "").not.toContain("2345 6789 0123");

    await openFromNav(page, "Audit log", "Audit log");
    const box = page.getByLabel("Search the audit log");
    await box.fill("aadhaar_reveal");
    await box.press("Enter");
    const row = page.getByRole("row").filter({ hasText: "admission.aadhaar_reveal" }).first();
    await row.waitFor();
    expect((await row.textContent()) ?? "").toContain(OWNER.email);
    await row.getByText(/change/).click();
    await row.getByText("Checking the name on the course certificate").waitFor();
    expect((await row.textContent()) ?? "").not.toContain(AADHAAR);
    await j.shot("reveal-in-audit-log", { fullPage: true });
    await j.expectAccessible();

    // The number was only ever in the reveal's answer: no URL, console line or storage holds it.
    expect(traffic.urls.filter((url) => url.includes(AADHAAR))).toEqual([]);
    expect(traffic.console.filter((line) => line.includes(AADHAAR))).toEqual([]);
    await expectNotStored(page, AADHAAR);
  });

  it("a staff member sees the admission masked and is not offered the reveal", async () => {
    const page = await j.freshPage();
    await j.signIn(STAFF, { stay: true });
    await j.goto(admissionPath);
    await page.getByRole("heading", { level: 1, name: s.name }).waitFor();
    await page.getByText("XXXX XXXX 0123").waitFor();
    expect(await page.getByRole("button", { name: "Reveal" }).count()).toBe(0);
    await j.shot("staff-no-reveal");
  });

  it("the owner blocks the student: their session ends at once and their login says they are blocked", async () => {
    let page = await j.freshPage();
    await j.signIn(OWNER, { stay: true });
    await openFromNav(page, "Customers", "Customers");
    await searchFor(page, "Search customers", email, "Meera Kulkarni");
    await openRow(page, email);
    await page.getByRole("heading", { level: 1, name: "Meera Kulkarni" }).waitFor();
    await page.getByRole("link", { name: s.name }).waitFor();
    await page.getByRole("button", { name: "Block", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Block this customer?" });
    await dialog.getByLabel(/Reason/).fill("Journey check");
    await j.expectAccessible();
    await dialog.getByRole("button", { name: "Block customer" }).click();
    await page.getByRole("button", { name: "Unblock" }).waitFor();
    await j.shot("customer-blocked", { fullPage: true });
    await j.expectAccessible();

    // The student's browser, still holding the session it had before the block.
    page = await j.freshPage();
    j.problems.allow(/status of 40[13]/);
    await j.goto("/");
    await page.evaluate((saved) => {
      for (const [key, value] of Object.entries(saved)) if (value !== null) localStorage.setItem(key, value);
    }, session);
    await j.goto("/my-account");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("_hs_rt")), { timeout: STEP_LIMIT_MS })
      .toBeNull();
    await j.goto("/login");
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
    await submitLogin(page, email, password);
    await page.getByRole("alert").filter({ hasText: BLOCKED }).waitFor();
    await expectPath(page, "/login");
    await j.shot("login-blocked");
  });
});
