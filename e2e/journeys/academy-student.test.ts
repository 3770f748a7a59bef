// A new student from the course list to a paid admission (spec §2 Admission form, Payment result pages;
// §4 Admission submit, Buy Now on step 2; §5 Admission messages; §8 Admission texts): registers on the
// shop's pages, submits an empty form and sees every message with both toasts, fixes each field in turn
// (each message leaving as its field is put right), submits ('Admission form submitted successfully!'),
// picks a course at step 2, pays it through the sandbox at the shop's checkout, sees 'Payment
// Successful' and is taken to My Account. Back on the form the answers are prefilled with the Aadhaar
// masked. The Aadhaar number never reaches browser storage, the console or a URL.

import { expect, it } from "vitest";
import { STEP_LIMIT_MS } from "../harness/browser.js";
import { journey } from "../harness/journey.js";
import {
  AADHAAR,
  expectAadhaarPrivate,
  field,
  MASKED_AADHAAR,
  registerThroughPages,
  student,
  submitButton,
  watchTraffic,
} from "./academy-steps.js";
import { exactly, expectPath, expectToast } from "./account-steps.js";

const REQUIRED = "This field is required";

journey("academy-student", (j) => {
  const email = j.uniqueEmail("academy-student");
  const password = `Mehendi-${j.viewport}-2025`;
  const s = student(email);
  let traffic: ReturnType<typeof watchTraffic>;
  let course = "";

  it("registers on the shop's pages and opens the admission form from the academy's menu", async () => {
    const page = j.page;
    traffic = watchTraffic(page);
    await registerThroughPages(j, email, password);
    await j.goto("/course");
    if (j.viewport === "phone") await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Admission", exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/admission-form");
    await page.getByRole("heading", { level: 1, name: "Admission Form" }).waitFor();
    // The account's e-mail to start from.
    await expect.poll(() => field(page, "Email ID").inputValue()).toBe(email);
  });

  it("shows every message on an empty submit, with both toasts", async () => {
    const page = j.page;
    await field(page, "Email ID").fill("");
    await expectToast(
      page,
      "Aadhar must be exactly 12 digits (numbers only)",
      () => submitButton(page).click(),
      "error",
    );
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: exactly("You must agree to the Rules & Regulations.") })
      .waitFor();
    const alerts = page.getByRole("alert");
    await expect.poll(() => alerts.filter({ hasText: exactly(REQUIRED) }).count()).toBe(9);
    expect(await alerts.filter({ hasText: exactly("Aadhar number is required") }).count()).toBe(1);
    expect(await alerts.filter({ hasText: exactly("You must agree to proceed") }).count()).toBe(1);
    await j.shot("every-message", { fullPage: true });
    await j.expectAccessible();
  });

  it("fixes each field in turn, each message leaving as it is put right", async () => {
    const page = j.page;
    const alerts = page.getByRole("alert");
    const required = () => alerts.filter({ hasText: exactly(REQUIRED) }).count();
    const steps: Array<[string, () => Promise<unknown>]> = [
      ["Full Name", () => field(page, "Full Name").fill(s.name)],
      ["Father Name", () => field(page, "Father Name").fill(s.fatherName)],
      ["Mother Name", () => field(page, "Mother Name").fill(s.motherName)],
      ["Gender", () => field(page, "Gender").selectOption(s.gender)],
      ["Address", () => field(page, "Address").fill(s.address)],
      ["Pincode", () => field(page, "Pincode").fill(s.pincode)],
      ["Contact Number", () => field(page, "Contact Number").fill(s.mobile)],
      ["Email ID", () => field(page, "Email ID").fill(s.email)],
      ["Select Center", () => field(page, "Select Center").selectOption(s.center)],
    ];
    let left = 9;
    for (const [, fix] of steps) {
      await fix();
      left -= 1;
      await expect.poll(required).toBe(left);
    }
    // The Aadhaar: letters and separators are stripped as typed, and short is not enough.
    const aadhaar = field(page, "Aadhar Number");
    await aadhaar.pressSequentially("2345-6789");
    expect(await aadhaar.inputValue()).toBe("23456789");
    await alerts.filter({ hasText: exactly("Aadhar must be exactly 12 digits") }).waitFor();
    await page.getByRole("button", { name: "Show Aadhar number" }).click();
    expect(await aadhaar.getAttribute("type")).toBe("text");
    await j.shot("aadhaar-short-revealed");
    await page.getByRole("button", { name: "Hide Aadhar number" }).click();
    await aadhaar.pressSequentially(" 0123 99");
    expect(await aadhaar.inputValue()).toBe(AADHAAR);
    await alerts.filter({ hasText: /^Aadhar/ }).waitFor({ state: "detached" });
    await field(page, "Date of Birth").fill(s.dob);
    await field(page, "School Name").fill(s.school);
    await page.getByRole("checkbox", { name: /agree to the Rules & Regulations/ }).check();
    await alerts.filter({ hasText: exactly("You must agree to proceed") }).waitFor({ state: "detached" });
    await j.shot("all-fixed", { fullPage: true });
    await expectAadhaarPrivate(page, traffic);
  });

  it("submits: 'Admission form submitted successfully!', then step 2", async () => {
    const page = j.page;
    await expectToast(
      page,
      "Admission form submitted successfully!",
      () => submitButton(page).click(),
      "success",
    );
    await page.waitForURL((url) => url.pathname === "/admission-form-step-2");
    await page.getByRole("heading", { level: 1, name: "Select from our courses" }).waitFor();
    await page
      .getByRole("button", { name: /^Buy Now: / })
      .first()
      .waitFor();
    await j.shot("step-2");
    await j.expectAccessible();
    await expectAadhaarPrivate(page, traffic);
  });

  it("picks a course and pays it through the sandbox at the shop's checkout", async () => {
    const page = j.page;
    const buy = page.getByRole("button", { name: /^Buy Now: / }).first();
    course = ((await buy.getAttribute("aria-label")) ?? "").replace(/^Buy Now: /, "");
    await buy.click();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await page.getByRole("heading", { level: 1, name: "Course checkout" }).waitFor();
    await page.getByText(course).first().waitFor();
    await j.shot("course-checkout", { fullPage: true });
    await page.getByRole("button", { name: /^Place order/ }).click();
    const sandbox = page.getByRole("dialog", { name: "Sandbox payment" });
    await sandbox.waitFor();
    await j.shot("sandbox");
    await sandbox.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/payment-successad/"));
    await page.getByRole("heading", { level: 1, name: "Payment Successful" }).waitFor();
    // The page moves on by itself after 2 s: the picture is taken, no longer check that races it.
    await j.shot("payment-successful");
    await page.waitForURL((url) => url.pathname === "/my-account", { timeout: STEP_LIMIT_MS });
    await page.waitForLoadState("load");
    await expectPath(page, "/my-account");
    expect(await page.evaluate(() => localStorage.getItem("checkout_data"))).toBeNull();
    await expectAadhaarPrivate(page, traffic);
  });

  it("finds the form prefilled on return, the Aadhaar masked", async () => {
    const page = j.page;
    await j.goto("/admission-form");
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe(s.name);
    expect(await field(page, "Aadhar Number").inputValue()).toBe(MASKED_AADHAAR);
    expect(await field(page, "Aadhar Number").getAttribute("readonly")).not.toBeNull();
    expect(await field(page, "Select Center").inputValue()).toBe(s.center);
    expect(await field(page, "Date of Birth").inputValue()).toBe(s.dob);
    await j.shot("returning-prefilled", { fullPage: true });
    await j.expectAccessible();
    await expectAadhaarPrivate(page, traffic);
  });
});
