// Registration in three steps (spec §2 Authentication, §4 Register, §5 register rules, §8 texts): the
// e-mail (a bad one refused with 'Invalid email address.'), the 6-digit code from the dev outbox typed
// one digit per box (pasted whole on the desktop), then the details (a short password refused) →
// 'Registration successful!' and home, logged in. The password never lands in browser storage.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import { exactly, expectNotStored, expectPath, expectToast } from "./account-steps.js";

function step(page: Page, text: string) {
  return page.getByText(exactly(text)).waitFor();
}

/** The six boxes of the code, named 'Digit n of 6' in the group 'Enter the 6-digit code'. */
function otpBox(page: Page, n: number) {
  return page
    .getByRole("group", { name: "Enter the 6-digit code" })
    .getByRole("textbox", { name: `Digit ${n} of 6` });
}

/** A paste of the whole code into the first box, as a phone's clipboard or autofill hands it over. */
async function pasteCode(page: Page, code: string): Promise<void> {
  await otpBox(page, 1).evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData("text", text);
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

journey("account-register", (j) => {
  const email = j.uniqueEmail("register");
  const password = `Mehendi-${j.viewport}-2024`;

  it("refuses a bad e-mail, then sends the code to a good one", async () => {
    const page = j.page;
    await j.goto("/register");
    await page.getByRole("heading", { level: 1, name: "Create your account" }).waitFor();
    await step(page, "Step 1 of 3: Your e-mail");
    await page.getByLabel("Email", { exact: true }).fill("asha.at.example");
    await page.getByRole("button", { name: "Send code" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: exactly("Invalid email address.") })
      .waitFor();
    await j.shot("bad-email");

    await page.getByLabel("Email", { exact: true }).fill(email);
    await expectToast(page, "OTP sent successfully!", () =>
      page.getByRole("button", { name: "Send code" }).click(),
    );
    await step(page, "Step 2 of 3: Enter the code");
    expect(await page.getByText(`We sent a 6-digit code to ${email}.`).count()).toBe(1);
    await j.shot("code-step");
  });

  it(`enters the code from the outbox (${j.viewport === "phone" ? "typed one digit per box" : "pasted whole"})`, async () => {
    const page = j.page;
    const code = await j.readOtp(email);
    expect(code).toMatch(/^\d{6}$/);
    if (j.viewport === "phone") {
      await otpBox(page, 1).click();
      for (const [index, digit] of [...code].entries()) {
        // Each digit lands in its own box and the cursor moves on by itself.
        await expect
          .poll(() => otpBox(page, index + 1).evaluate((el) => el === document.activeElement))
          .toBe(true);
        await page.keyboard.type(digit);
      }
    } else {
      await pasteCode(page, code);
    }
    for (const [index, digit] of [...code].entries()) {
      expect(await otpBox(page, index + 1).inputValue()).toBe(digit);
    }
    await j.shot("code-entered");
    await expectToast(page, "OTP verified successfully!", () =>
      page.getByRole("button", { name: "Verify code" }).click(),
    );
    await step(page, "Step 3 of 3: Your details");
  });

  it("refuses a short password, then creates the account and goes home logged in", async () => {
    const page = j.page;
    // The verified address is shown, not editable.
    const shownEmail = page.getByLabel("Email", { exact: true });
    expect(await shownEmail.inputValue()).toBe(email);
    expect(await shownEmail.getAttribute("readonly")).not.toBeNull();

    await page.getByLabel("Full name").fill("Asha Deshpande");
    await page.getByLabel("Phone (optional)").fill("98200-12345");
    // Digits only, at most 10 (spec §5).
    expect(await page.getByLabel("Phone (optional)").inputValue()).toBe("9820012345");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Create account" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: exactly("Password must be at least 6 characters long.") })
      .waitFor();
    await j.shot("short-password");

    await page.getByLabel("Password", { exact: true }).fill(password);
    await expectToast(
      page,
      "Registration successful!",
      () => page.getByRole("button", { name: "Create account" }).click(),
      "success",
    );
    await page.waitForURL((url) => url.pathname === "/");
    await expectPath(page, "/");
    // The home page has replaced the form (it loads on demand after the address changes).
    await page.getByRole("heading", { name: "Create your account" }).waitFor({ state: "detached" });
    // The greeting: in the header from 768 px, in the menu drawer on a phone.
    if (j.viewport === "phone") await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Hi, Asha" }).waitFor();
    await j.shot("registered-home");
    await expectNotStored(page, password);
    await expectNotStored(page, email);
  });
});
