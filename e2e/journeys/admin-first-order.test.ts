// A new shop from nothing to its first paid order, entirely in the browser: the server starts on an
// empty store (SEED_DEMO=false, the owner made on the command line), the shop shows its welcome, and
// the owner sets the profile, the office and a delivery band, lists a pincode and adds a product; then
// a shopper finds that product, checks out to an address in the listed pincode, pays, and the owner
// finds the order in the back office. (Desktop: one store can be set up only once.)
import { expect, it } from "vitest";
import { addFromListing, registerThroughApi } from "./account-steps.js";
import { adminJourney, OWNER } from "./admin-steps.js";
import {
  addAddressThroughForm,
  expectPath,
  logIn,
  MALAD_ADDRESS,
  placeOrder,
  proceedToCheckout,
  summaryAmount,
} from "./checkout-steps.js";

const SHOP = "Mehndi Ghar";
const PRODUCT = { title: "Rose henna cone", sku: "MG-ROSE-1", price: "120", sale: "99" };

adminJourney(
  "admin-first-order",
  (j) => {
    const nav = (name: string | RegExp) =>
      j.page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name });
    const saved = (text: string) => j.page.getByText(text).first().waitFor();

    it("the empty store's shop welcomes a visitor and lists nothing yet", async () => {
      await j.goto("/");
      await j.page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await j.page.getByRole("button", { name: /^Add to Cart: / }).count()).toBe(0);
      await j.shot("empty-shop");
    });

    it("the owner sets the store profile", async () => {
      await j.signIn(OWNER, { stay: true });
      await nav("Store setup").click();
      await j.page.getByRole("heading", { level: 1, name: "Store setup" }).waitFor();
      const profile = j.page.locator("form", { has: j.page.getByRole("heading", { name: "Store profile" }) });
      await profile.getByLabel("Shop name").fill(SHOP);
      await profile
        .getByLabel("Address", { exact: true })
        .fill("Shop 2, Daftary Road, Malad East, Mumbai 400097");
      await profile.getByLabel("Contact e-mail").fill("hello@mehndighar.example");
      await profile.getByRole("button", { name: "Save profile" }).click();
      await saved("The store profile is saved");
      await j.expectAccessible();
    });

    it("sets the office, a delivery band and lists the shopper's pincode", async () => {
      await nav("Delivery").click();
      await j.page.getByRole("heading", { level: 1, name: "Delivery" }).waitFor();
      const office = j.page.locator("form", {
        has: j.page.getByRole("heading", { name: "Office location" }),
      });
      await office.getByLabel("Address", { exact: true }).fill("Shop 2, Daftary Road, Malad East");
      await office.getByLabel("City").fill("Mumbai");
      await office.getByLabel("Latitude").fill("19.1867");
      await office.getByLabel("Longitude").fill("72.8521");
      await office.getByRole("button", { name: /^Save/ }).click();
      await saved("The office location is saved");

      const bands = j.page.locator("form", { has: j.page.getByRole("heading", { name: "Delivery bands" }) });
      await bands
        .getByRole("group", { name: "Distance bands" })
        .getByRole("button", { name: "Add a band" })
        .click();
      await bands.getByLabel("Band 1 from km").fill("0");
      await bands.getByLabel("Band 1 to km").fill("50");
      await bands.getByLabel("Band 1 Price ₹").fill("40");
      await bands.getByLabel("Band 1 status").selectOption("Active");
      await bands.getByRole("button", { name: "Save bands" }).click();
      await saved("The delivery bands are saved");

      await j.page.getByLabel("Add pincodes").fill(MALAD_ADDRESS.pincode);
      await j.page.getByRole("button", { name: "Add", exact: true }).click();
      await saved(`${MALAD_ADDRESS.pincode} added`);
      await j.page.getByRole("cell", { name: MALAD_ADDRESS.pincode, exact: true }).waitFor();
      await j.expectAccessible();
      await j.shot("delivery-set");
    });

    it("adds the first product", async () => {
      const page = j.page;
      await nav(/^Products/).click();
      await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
      await page.getByRole("link", { name: "Add product" }).click();
      await page.getByLabel("Title").fill(PRODUCT.title);
      await page.getByLabel("SKU", { exact: true }).first().fill(PRODUCT.sku);
      await page.getByLabel("Category", { exact: true }).fill("cones");
      await page.getByLabel("Price (₹)", { exact: true }).fill(PRODUCT.price);
      await page.getByLabel("Sale price (₹)").fill(PRODUCT.sale);
      await page.getByLabel("Opening stock").fill("10");
      await page.getByRole("button", { name: "Add product" }).first().click();
      await page.waitForURL(/\/admin\/products\/\d+$/);
      await page.getByRole("heading", { name: PRODUCT.title }).waitFor();
    });

    it("a shopper buys it: cart, checkout to the listed pincode, payment", async () => {
      await j.freshPage();
      const account = await registerThroughApi(j, "first-order", "Sana");
      await j.goto("/products");
      await addFromListing(j.page, PRODUCT.title, /^(Added to cart|Product added to cart)$/, "success");
      await logIn(j, account, "/");
      await j.goto("/cart");
      await proceedToCheckout(j.page);
      await addAddressThroughForm(j.page);
      await expect.poll(() => summaryAmount(j.page, "Delivery Charge")).toBe("₹40");
      await j.shot("first-checkout", { fullPage: true });
      const total = await summaryAmount(j.page, "Total");
      const dialog = await placeOrder(j.page);
      await dialog.getByRole("button", { name: `Pay ${total}`, exact: true }).click();
      await expectPath(j.page, /^\/payment-success\/[\w-]+$/);
      await j.page.getByRole("heading", { level: 1, name: "Payment Successful" }).waitFor();
    });

    it("the owner finds the paid order in the back office", async () => {
      await j.freshPage();
      await j.signIn(OWNER);
      const row = j.page.getByRole("row", { name: /Sana Kulkarni|first-order/ }).first();
      await row.waitFor();
      expect(await row.textContent()).toMatch(/Paid|Success/);
      await j.shot("first-order-in-admin");
    });
  },
  { emptyStore: true, viewports: ["desktop"] },
);
