// The owner sets the shop up from the back office and the shop follows on its next page load: the
// cards' button becomes Get Quote, and a pincode added on Delivery passes a shopper's pincode check on
// a product page. A staff member finds neither screen in the navigation, and opening one says it is the
// owner's. The owner takes a backup from Store setup → Backups. (One store for the file: the phone goes first, then the desktop with its own pincode.)
import { deliveryAvailableTo } from "@henna/domain/messages";
import { productPath } from "@henna/domain/product-route";
import { expect, it } from "vitest";
import { adminJourney, OWNER, STAFF } from "./admin-steps.js";
import { someProducts } from "./checkout-steps.js";

/** Pincodes the demo store does not list, one per viewport. */
const NEW_PINCODE = { phone: "560001", desktop: "600001" } as const;

adminJourney("admin-setup", (j) => {
  const openFromNav = async (name: string) => {
    await j.page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name }).click();
    await j.page.getByRole("heading", { level: 1, name }).waitFor();
  };

  it("the owner makes Get Quote the cards' button, and the shop's cards show Get Quote", async () => {
    await j.signIn(OWNER, { stay: true });
    await openFromNav("Store setup");
    const selling = j.page.locator("form", { has: j.page.getByRole("heading", { name: "Selling rules" }) });
    await selling.getByRole("radio", { name: /Get Quote/ }).check();
    await j.expectAccessible();
    await j.shot("store-setup", { fullPage: true });
    await selling.getByRole("button", { name: "Save selling rules" }).click();
    await j.page.getByText("The selling rules are saved").waitFor();

    await j.goto("/products");
    await j.page
      .getByRole("link", { name: /^Get Quote: / })
      .first()
      .waitFor();
    expect(await j.page.getByRole("button", { name: /^Add to Cart/ }).count()).toBe(0);
    await j.shot("shop-get-quote");
  });

  it("the owner backs the store up now and finds the backup listed with its size", async () => {
    // A page of its own: the test before ends on the shop.
    await j.freshPage();
    await j.signIn(OWNER, { stay: true });
    await openFromNav("Store setup");
    const backups = j.page.locator("section", { has: j.page.getByRole("heading", { name: "Backups" }) });
    // A day keeps only its newest backup, so the desktop's replaces the phone's: the list is checked
    // against the server's answer to the reload that follows the backup, not by counting rows.
    const isBackups = (url: string) => new URL(url).pathname.endsWith("/admin/backups");
    let taken = false;
    // A backup reads the whole store: on a busy machine it takes minutes, so only the test's own limit
    // guards it.
    const takenAnswer = j.page.waitForResponse(
      (r) => {
        const hit = r.request().method() === "POST" && isBackups(r.url());
        if (hit) taken = true;
        return hit;
      },
      { timeout: 0 },
    );
    const relisted = j.page.waitForResponse(
      (r) => taken && r.request().method() === "GET" && isBackups(r.url()),
      { timeout: 0 },
    );
    await backups.getByRole("button", { name: "Back up now" }).click();
    const answer = await takenAnswer;
    // A refused backup reloads nothing: say why here rather than wait for a list that never comes.
    if (!answer.ok()) throw new Error(`Back up now answered ${answer.status()}: ${await answer.text()}`);
    const backup = ((await answer.json()) as { data: { name: string } }).data;
    const list = ((await (await relisted).json()) as { data: { name: string }[] }).data;
    expect(list[0]?.name).toBe(backup.name);
    await j.page.getByText("The backup is taken and checked").waitFor();
    await expect
      .poll(() => backups.getByRole("button", { name: /^Download the backup of / }).count())
      .toBe(list.length);
    await expect(backups.getByRole("cell", { name: / MB$/ }).first().textContent()).resolves.toMatch(
      /^\d+\.\d MB$/,
    );
    await j.expectAccessible();
    await backups.scrollIntoViewIfNeeded();
    await j.shot("store-setup-backups");
    // Three short columns fit even a phone: the Download button is never behind a sideways scroll.
    const frame = backups.getByRole("region", { name: "Backups" });
    const overflow = await frame.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow, "the Backups table scrolls sideways").toBeLessThanOrEqual(1);
  });

  it("the owner adds a pincode and a shopper's pincode check accepts it", async () => {
    const pincode = NEW_PINCODE[j.viewport as keyof typeof NEW_PINCODE];
    await j.goto("/admin/delivery");
    await j.page.getByRole("heading", { level: 1, name: "Delivery" }).waitFor();
    // The demo's only long-distance band is Inactive: its Delhi and Bengaluru pincodes are flagged.
    await j.page.getByText(/Active pincodes? lies? outside every Active distance band/).waitFor();
    await j.page.getByLabel("Add pincodes").fill(pincode);
    await j.page.getByRole("button", { name: "Add", exact: true }).click();
    await j.page.getByText(`${pincode} added`).waitFor();
    await j.page.getByRole("searchbox", { name: "Search pincodes" }).fill(pincode);
    await j.page.getByRole("cell", { name: pincode, exact: true }).waitFor();
    await j.expectAccessible();
    await j.shot("delivery", { fullPage: true });

    const [product] = await someProducts(j, 1);
    if (!product) throw new Error("no product to check delivery on");
    await j.goto(productPath(product.title, product.product_id));
    const field = j.page.getByRole("textbox", { name: "Pincode" });
    await field.scrollIntoViewIfNeeded();
    await field.fill(pincode);
    await j.page.getByRole("button", { name: "Check", exact: true }).click();
    await j.page.getByText(deliveryAvailableTo(pincode), { exact: true }).waitFor();
  });

  it("a staff member cannot open store setup", async () => {
    await j.freshPage();
    await j.signIn(STAFF, { stay: true });
    const nav = j.page.getByRole("navigation", { name: "Back office" });
    expect(await nav.getByRole("link", { name: "Store setup" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Delivery" }).count()).toBe(0);
    await j.goto("/admin/store-setup");
    await j.page.getByText("Only the store owner can open this page.").waitFor();
    await j.expectAccessible();
  });
});
