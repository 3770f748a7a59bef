// Steps the academy journeys share: the course list, the admission form's fields, registering through
// the shop's pages, and the Aadhaar privacy checks (never in browser storage, the console or a URL).
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Journey } from "../harness/journey.js";
import { expectNotStored, expectToast } from "./account-steps.js";

/** A made-up Aadhaar number (12 digits) and its masked form as the server answers it. */
export const AADHAAR = "234567890123";
export const MASKED_AADHAAR = "XXXX-XXXX-0123";

export interface Student {
  name: string;
  fatherName: string;
  motherName: string;
  dob: string;
  school: string;
  address: string;
  pincode: string;
  mobile: string;
  email: string;
  gender: string;
  center: string;
}

export function student(email: string): Student {
  return {
    name: "Riya Kulkarni",
    fatherName: "Ravi Kulkarni",
    motherName: "Meera Kulkarni",
    dob: "2012-05-14",
    school: "St. Xavier's High School",
    address: "12 Daftary Road, Malad East, Mumbai",
    pincode: "400097",
    mobile: "9876543210",
    email,
    gender: "Female",
    center: "Malad (E)",
  };
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills every field of the form (the agree box included) as a student types them. */
export async function fillAdmissionForm(page: Page, s: Student, aadhaar = AADHAAR): Promise<void> {
  await field(page, "Full Name").fill(s.name);
  await field(page, "Father Name").fill(s.fatherName);
  await field(page, "Mother Name").fill(s.motherName);
  await field(page, "Date of Birth").fill(s.dob);
  await field(page, "Aadhar Number").pressSequentially(aadhaar);
  await field(page, "Gender").selectOption(s.gender);
  await field(page, "School Name").fill(s.school);
  await field(page, "Address").fill(s.address);
  await field(page, "Pincode").fill(s.pincode);
  await field(page, "Contact Number").fill(s.mobile);
  await field(page, "Email ID").fill(s.email);
  await field(page, "Select Center").selectOption(s.center);
  await page.getByRole("checkbox", { name: /agree to the Rules & Regulations/ }).check();
}

export function submitButton(page: Page) {
  return page.getByRole("button", { name: /^Submit/ });
}

/** Opens the course list and waits for its cards. */
export async function openCourses(j: Journey): Promise<void> {
  await j.goto("/course");
  await j.page.getByRole("heading", { level: 1, name: "Our Courses" }).waitFor();
  await j.page
    .getByRole("button", { name: /^Buy Now: / })
    .first()
    .waitFor();
}

/** The titles of the courses listed. */
export async function courseTitles(page: Page): Promise<string[]> {
  const titles = await page
    .getByRole("list", { name: /courses/i })
    .getByRole("heading", { level: 2 })
    .allInnerTexts();
  return titles.map((t) => t.trim());
}

/** Registers a new account through the shop's /register pages (e-mail, code from the outbox, details). */
export async function registerThroughPages(j: Journey, email: string, password: string): Promise<void> {
  const page = j.page;
  await j.goto("/register");
  await page.getByRole("heading", { level: 1, name: "Create your account" }).waitFor();
  await page.getByLabel("Email", { exact: true }).fill(email);
  const askedAt = new Date(Date.now() - 1000);
  await expectToast(page, "OTP sent successfully!", () =>
    page.getByRole("button", { name: "Send code" }).click(),
  );
  const code = await j.readOtp(email, askedAt);
  await page
    .getByRole("group", { name: "Enter the 6-digit code" })
    .getByRole("textbox", { name: "Digit 1 of 6" })
    .click();
  await page.keyboard.type(code);
  await expectToast(page, "OTP verified successfully!", () =>
    page.getByRole("button", { name: "Verify code" }).click(),
  );
  await page.getByLabel("Full name").fill("Meera Kulkarni");
  // The checkout asks for a mobile number; the account gives it one.
  await page.getByLabel("Phone (optional)").fill("9876543210");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await expectToast(
    page,
    "Registration successful!",
    () => page.getByRole("button", { name: "Create account" }).click(),
    "success",
  );
  await page.waitForURL((url) => url.pathname === "/");
}

/** Records every URL the page opened or asked for, and every console message, from now on. */
export function watchTraffic(page: Page): { urls: string[]; console: string[] } {
  const seen = { urls: [] as string[], console: [] as string[] };
  page.on("request", (request) => seen.urls.push(request.url()));
  page.on("framenavigated", (frame) => seen.urls.push(frame.url()));
  page.on("console", (message) => seen.console.push(message.text()));
  return seen;
}

/** The Aadhaar number is nowhere but in the form: not in browser storage, the console or any URL. */
export async function expectAadhaarPrivate(
  page: Page,
  traffic: { urls: string[]; console: string[] },
  aadhaar = AADHAAR,
): Promise<void> {
  await expectNotStored(page, aadhaar);
  expect(traffic.urls.filter((url) => url.includes(aadhaar))).toEqual([]);
  expect(traffic.console.filter((line) => line.includes(aadhaar))).toEqual([]);
  const saved = await page.evaluate(() => localStorage.getItem("admission_data"));
  if (saved !== null)
    expect((JSON.parse(saved) as { aadhar: string }).aadhar).toMatch(/^(XXXX-XXXX-\d{4})?$/);
}
