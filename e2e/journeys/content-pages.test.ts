// The shop's content pages (spec §2 Contact, Enquiry, Static pages): each opens on its own address with
// its heading, fits a phone's width and passes axe; the contact form sends a lead and the enquiry form an
// enquiry to the real server, which answer with the specification's toasts.
import { ENQUIRY_SENT, LEAD_THANK_YOU } from "@henna/domain/messages";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import { expectToast } from "./account-steps.js";

const PAGES = [
  { path: "/contact", heading: "Get In Touch" },
  { path: "/enquiry-form", heading: "Enquiry Form" },
  { path: "/about", heading: "Pure henna, honest chai and the art of mehendi" },
  { path: "/centers", heading: "Our Centers" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/refund-policy", heading: "Refund Policy" },
  { path: "/terms-and-conditions", heading: "Terms & Conditions" },
  { path: "/shipping-and-delivery", heading: "Shipping and Delivery" },
  { path: "/rules-and-regulations", heading: "Rules & Regulations" },
] as const;

interface StoreProfileAnswer {
  users: { email: string };
}
interface OfficeAnswer {
  users: { city: string };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

journey("content-pages", (j) => {
  it.each(PAGES)("$path opens with its heading $heading", async ({ path, heading }) => {
    const response = await j.goto(path);
    expect(response?.status()).toBe(200);
    await j.page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    await expectNoSidewaysScroll(j.page);
    await j.shot(path.slice(1));
    await j.shot(`${path.slice(1)}-full`, { fullPage: true });
    await j.expectAccessible();
  });

  it("names the store's support e-mail on the shipping page", async () => {
    const profile = (await (
      await fetch(j.url("/api/register/single/demo-store"))
    ).json()) as StoreProfileAnswer;
    await j.goto("/shipping-and-delivery");
    await j.page.getByRole("link", { name: profile.users.email }).first().waitFor();
  });

  it("opens one About accordion item at a time", async () => {
    await j.goto("/about");
    const mission = j.page.getByRole("button", { name: "Mission" });
    const vision = j.page.getByRole("button", { name: "Vision" });
    expect(await mission.getAttribute("aria-expanded")).toBe("true");
    await vision.click();
    expect(await vision.getAttribute("aria-expanded")).toBe("true");
    expect(await mission.getAttribute("aria-expanded")).toBe("false");
    await j.page.getByRole("region", { name: "Vision" }).waitFor();
    await j.shot("about-vision-open");
  });
});

journey("content-contact", (j) => {
  it("shows the office's city and the support e-mail beside the form", async () => {
    const office = (await (
      await fetch(j.url("/api/register/officesingle/demo-store"))
    ).json()) as OfficeAnswer;
    const profile = (await (
      await fetch(j.url("/api/register/single/demo-store"))
    ).json()) as StoreProfileAnswer;
    await j.goto("/contact");
    const panel = j.page.getByRole("complementary", { name: "Contact details" });
    await panel.getByText(office.users.city, { exact: true }).waitFor();
    await panel.getByRole("link", { name: profile.users.email }).waitFor();
  });

  it("asks for the required fields, then sends the message and thanks the visitor", async () => {
    const page = j.page;
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => page.getByText("This field is required").count()).toBe(3);
    await j.shot("contact-required");
    await j.expectAccessible();

    await page.getByLabel("Name").fill("Asha Patel");
    await page.getByLabel("Email").fill(j.uniqueEmail("contact"));
    await page.getByLabel("Phone").fill("98765 43210");
    const message = page.getByRole("textbox", { name: "Message" });
    await message.fill("x".repeat(600));
    expect(await message.inputValue()).toHaveLength(500);
    await page.getByText("500/500").scrollIntoViewIfNeeded();
    await j.shot("contact-at-limit");
    await message.fill("Do you make bridal cones to order for 40 guests?");
    await expectToast(
      page,
      LEAD_THANK_YOU,
      () => page.getByRole("button", { name: "Send Message" }).click(),
      "success",
    );
    await expect.poll(() => message.inputValue()).toBe("");
    await j.shot("contact-sent");
    await j.expectAccessible();
  });
});

journey("content-enquiry", (j) => {
  it("sends an enquiry and shows Enquiry Sent", async () => {
    const page = j.page;
    await j.goto("/enquiry-form");
    await page.getByLabel("Name").fill("Ravi Kumar");
    await page.getByLabel("Mobile").fill("+91 98765-43210");
    await page.getByLabel("Email (optional)").fill(j.uniqueEmail("enquiry"));
    await page.getByLabel("Message (optional)").fill("Is there a weekend batch in Andheri?");
    await expectToast(
      page,
      ENQUIRY_SENT,
      () => page.getByRole("button", { name: "Submit" }).click(),
      "success",
    );
    await page.getByRole("status").filter({ hasText: ENQUIRY_SENT }).waitFor();
    await j.shot("enquiry-sent");
    await j.expectAccessible();
  });
});
