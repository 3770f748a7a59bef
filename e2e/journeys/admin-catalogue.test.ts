// A new owner made on the command line signs in, adds a variable product with a photo and sees it in
// the shop with its picture and price; a staff member cannot open staff management; signing out ends
// the session.
import { expect, it } from "vitest";
import { adminJourney, OWNER, pngPicture, STAFF } from "./admin-steps.js";

adminJourney("admin-catalogue", (j) => {
  const title = () => `Saffron henna kit ${j.viewport}`;
  const sku = () => `E2E-KIT-${j.viewport.toUpperCase()}`;

  it("the owner signs in", async () => {
    await j.goto("/admin/orders");
    await j.page.getByRole("heading", { name: "Sign in to the back office" }).waitFor();
    await j.shot("sign-in");
    await j.expectAccessible();
    await j.signIn(OWNER);
    await j.page.getByRole("link", { name: "Staff" }).waitFor();
    await j.shot("orders");
    await j.expectAccessible();
  });

  it("adds a variable product with a photo", async () => {
    const page = j.page;
    await j.goto("/admin/products/new");
    await page.getByLabel("Title").fill(title());
    await page.getByLabel("SKU", { exact: true }).first().fill(sku());
    await page.getByLabel("Type").selectOption("Variable Product");
    await page.getByLabel("Category", { exact: true }).fill("tea");
    await page.getByLabel("Price from (₹)").fill("499");
    await page.getByLabel("Attribute names").fill("Size");
    await page.getByRole("button", { name: "Add variation" }).click();
    const row = page.getByRole("group", { name: /Variation 1/ });
    await row.getByLabel("SKU").fill(`${sku()}-S`);
    await row.getByLabel("Price (₹)", { exact: true }).fill("499");
    await row.getByLabel("Opening stock").fill("5");
    await row.getByLabel("Size").fill("Small");
    await page
      .getByLabel("Choose photo Main photo")
      .setInputFiles({ name: "kit.png", mimeType: "image/png", buffer: pngPicture() });
    await expect.poll(() => page.getByAltText("Main photo preview").getAttribute("src")).toMatch(/\/media\//);
    await j.shot("new-product", { fullPage: true });
    await j.expectAccessible();
    await page.getByRole("button", { name: "Add product" }).first().click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    await page.getByRole("heading", { name: title() }).waitFor();
    await j.shot("saved-product");
  });

  it("sees it in the shop with its picture and price", async () => {
    const href = await j.page.getByRole("link", { name: "View in shop" }).getAttribute("href");
    expect(href).toMatch(/^\/product\//);
    await j.goto(href ?? "/");
    await j.page.getByRole("heading", { name: title() }).waitFor();
    await j.page.getByText("₹499").first().waitFor();
    const picture = j.page.locator('img[src*="/media/"]').first();
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await j.shot("in-the-shop");
  });

  it("signing out ends the session", async () => {
    await j.goto("/admin/products");
    await j.page.getByRole("button", { name: "Sign out" }).click();
    await j.page.getByRole("heading", { name: "Sign in to the back office" }).waitFor();
    expect(await j.page.evaluate(() => sessionStorage.getItem("henna.admin.refreshToken"))).toBeNull();
    await j.goto("/admin/orders");
    await j.page.getByRole("heading", { name: "Sign in to the back office" }).waitFor();
  });

  it("a staff member cannot open staff management", async () => {
    await j.freshPage();
    await j.signIn(STAFF);
    expect(await j.page.getByRole("link", { name: "Staff" }).count()).toBe(0);
    expect(await j.page.getByRole("link", { name: "Audit log" }).count()).toBe(0);
    await j.goto("/admin/staff");
    await j.page.getByText("Only the store owner can open this page.").waitFor();
    await j.shot("staff-forbidden");
    await j.expectAccessible();
  });
});
