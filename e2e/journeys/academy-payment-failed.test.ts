// A course picked first, then the form, then a payment that fails (spec §2 Payment result pages, §4 Buy
// Now on the course page, Admission submit): Buy Now on Our Courses carries the course through the form
// (a guest logs in on submit), the submitted form goes straight to checkout for that course, the
// sandbox payment fails, 'Payment failed' shows, and the student is taken to My Account (the payment
// record could be read).

import { beforeAll, expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { journey } from "../harness/journey.js";
import {
  expectAadhaarPrivate,
  fillAdmissionForm,
  openCourses,
  student,
  submitButton,
  watchTraffic,
} from "./academy-steps.js";
import { type Account, checkoutData, expectPath, expectToast, registerThroughApi } from "./account-steps.js";

journey("academy-payment-failed", (j) => {
  let account: Account;
  let traffic: ReturnType<typeof watchTraffic>;
  let course = "";

  beforeAll(async () => {
    account = await registerThroughApi(j, "academy-failed", "Kavya");
  });

  it("Buy Now on a course, the form, a login on submit, then checkout for that course", async () => {
    const page = j.page;
    traffic = watchTraffic(page);
    await openCourses(j);
    const buy = page.getByRole("button", { name: /^Buy Now: / }).nth(1);
    course = ((await buy.getAttribute("aria-label")) ?? "").replace(/^Buy Now: /, "");
    await buy.click();
    await page.waitForURL((url) => url.pathname === "/admission-form");
    await fillAdmissionForm(page, student(account.email));
    await submitButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Log in to submit your form" });
    await dialog.getByLabel("Email", { exact: true }).fill(account.email);
    await dialog.getByLabel("Password", { exact: true }).fill(account.password);
    await expectToast(page, "Login successful!", () =>
      dialog.getByRole("button", { name: "Login", exact: true }).click(),
    );
    await dialog.waitFor({ state: "hidden" });
    // The course's hand-off is still there: the submitted form goes on to pay for it.
    expect((await checkoutData(page))?.course).toBe(true);
    // The form is saved and checkout opens at once (a page of the shop: the toast goes with the page).
    await submitButton(page).click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("heading", { level: 1, name: "Course checkout" }).waitFor();
    await page.getByText(course).first().waitFor();
    await expectAadhaarPrivate(page, traffic);
  });

  it("fails the sandbox payment: 'Payment failed', then My Account", async () => {
    const page = j.page;
    // The failed payment's verification is refused (400), as it must be.
    j.problems.allow(/status of 400 \(Bad Request\)/);
    j.problems.allow(/Payment verification failed/);
    await page.getByRole("button", { name: /^Place order/ }).click();
    const sandbox = page.getByRole("dialog", { name: "Sandbox payment" });
    await sandbox.waitFor();
    await sandbox.getByRole("button", { name: "Fail" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/payment-failedad/"));
    await page.getByRole("heading", { level: 1, name: "Payment failed" }).waitFor();
    await page.getByText("Your payment could not be processed.").first().waitFor();
    // The page moves on by itself after 2 s: the picture is taken, no longer check that races it.
    await j.shot("payment-failed");
    await page.waitForURL((url) => url.pathname === "/my-account", { timeout: STEP_LIMIT_MS });
    await page.waitForLoadState("load");
    await expectPath(page, "/my-account");
    await expectAadhaarPrivate(page, traffic);
  });
});
