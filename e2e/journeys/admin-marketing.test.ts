// The owner sets up the shop's marketing from the back office and the shop follows on its next page
// load: a slide and an offer added (pictures through the photo pipeline) are on the home page, and a
// coupon created on Coupons is applied by a shopper in the cart. (One store for the file: the phone
// goes first, then the desktop with its own slide, offer and code.)
import { expect, it } from "vitest";
import { adminJourney, OWNER, pngPicture } from "./admin-steps.js";
import { fillCart, someProducts } from "./checkout-steps.js";

adminJourney("admin-marketing", (j) => {
  const slideTitle = () => `Monsoon mehendi ${j.viewport}`;
  const offerTitle = () => `Chai week ${j.viewport}`;
  const code = () => `RAIN${j.viewport.toUpperCase()}15`;
  const openFromNav = async (name: string) => {
    await j.page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name }).click();
    await j.page.getByRole("heading", { level: 1, name }).waitFor();
  };
  const upload = async (label: string) => {
    await j.page
      .getByLabel(`Choose photo ${label}`)
      .setInputFiles({ name: "picture.png", mimeType: "image/png", buffer: pngPicture(320) });
    await expect.poll(() => j.page.getByAltText(`${label} preview`).getAttribute("src")).toMatch(/\/media\//);
  };

  it("the owner adds a slide with its picture, seeing the shop's preview", async () => {
    await j.signIn(OWNER, { stay: true });
    await openFromNav("Marketing");
    await j.page.getByRole("list", { name: "Slides" }).waitFor();
    await j.page.getByRole("button", { name: "New slide" }).click();
    const form = j.page.getByRole("form", { name: "New slide" });
    await form.getByLabel("Title", { exact: true }).fill(slideTitle());
    await form.getByLabel("Small line above the title").fill("Festive offer");
    await form.getByLabel("Price (₹)", { exact: true }).fill("299");
    await form.getByLabel("Struck-out price (₹)").fill("399");
    await upload("Slide picture");
    await j.page.getByRole("figure").locator("p", { hasText: slideTitle() }).waitFor();
    await j.shot("new-slide", { fullPage: true });
    await j.expectAccessible();
    await form.getByRole("button", { name: "Add slide" }).click();
    await j.page
      .getByRole("list", { name: "Slides" })
      .getByRole("listitem")
      .filter({ hasText: slideTitle() })
      .waitFor();
  });

  it("the owner adds an offer and moves it first by keyboard", async () => {
    await j.page.getByRole("tab", { name: "Offers" }).click();
    await j.page.getByRole("button", { name: "New offer" }).click();
    const form = j.page.getByRole("form", { name: "New offer" });
    await form.getByLabel("Title", { exact: true }).fill(offerTitle());
    await form.getByLabel("Description").fill("Masala chai at 20% off all week");
    await form.getByLabel("Claim Your Offer opens").fill("/products");
    await upload("Offer picture");
    await form.getByRole("button", { name: "Add offer" }).click();
    const list = j.page.getByRole("list", { name: "Offers" });
    await list.getByRole("listitem").filter({ hasText: offerTitle() }).waitFor();
    // The shop shows the last offer first: move it to the end with the keyboard.
    const down = j.page.getByRole("button", { name: `Move ${offerTitle()} down` });
    while (await down.isEnabled()) {
      await down.focus();
      await j.page.keyboard.press("Enter");
      await j.page
        .getByRole("status")
        .filter({ hasText: `${offerTitle()} moved to position` })
        .waitFor();
    }
    await expect.poll(() => list.getByRole("listitem").last().textContent()).toContain(offerTitle());
    await j.shot("offers", { fullPage: true });
    await j.expectAccessible();
  });

  it("the shop's home page shows the slide and the offer on its next load", async () => {
    await j.goto("/");
    const dot = j.page.getByRole("button", { name: new RegExp(`^Show slide \\d+: ${slideTitle()}$`) });
    await dot.click();
    await j.page.getByRole("heading", { level: 2, name: slideTitle() }).waitFor({ state: "visible" });
    const offers = j.page.getByRole("region", { name: "Special Offers" });
    await offers.getByTestId("offer").first().getByRole("heading", { name: offerTitle() }).waitFor();
    await j.shot("shop-home");
  });

  it("the owner creates a coupon on Coupons", async () => {
    // Back to the back office, then Coupons from its navigation, as the owner would.
    await j.goto("/admin/marketing");
    await j.page.getByRole("heading", { level: 1, name: "Marketing" }).waitFor();
    await openFromNav("Coupons");
    await j.page.getByRole("button", { name: "Add coupon" }).click();
    const form = j.page.getByRole("form", { name: "New coupon" });
    await form.getByLabel("Code", { exact: true }).fill(code());
    await form.getByLabel("Percent off (%)").fill("15");
    await form.getByLabel("Usage limit").fill("50");
    await j.shot("new-coupon");
    await j.expectAccessible();
    await form.getByRole("button", { name: "Add coupon" }).click();
    const row = j.page.getByRole("row").filter({ hasText: code() });
    await row.getByText("0 of 50").waitFor();
    // The wide table scrolls in its own box: the page itself is never wider than the screen.
    const [pageWidth, screenWidth] = await j.page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(pageWidth).toBeLessThanOrEqual(screenWidth);
    await j.expectAccessible();
  });

  it("a shopper applies the coupon in the cart", async () => {
    await j.freshPage();
    await fillCart(j, await someProducts(j, 1));
    await j.goto("/cart");
    await j.page.getByRole("button", { name: "Apply Coupon" }).click();
    const dialog = j.page.getByRole("dialog", { name: "Apply Coupon" });
    await dialog.getByLabel("Coupon code").fill(code().toLowerCase());
    await dialog.getByRole("button", { name: "Apply" }).click();
    await dialog.waitFor({ state: "hidden" });
    await j.page.getByText(code()).first().waitFor();
    await j.shot("cart-coupon");
    await j.expectAccessible();
  });
});
