// Returns (issue 33): the owner opens a 7-day return window in store setup; a customer whose paid
// order was delivered asks to return a unit from My Account with a reason, a note and a photo; a staff
// member approves it with a pickup note, marks it received, restocks it and refunds it from the returns
// inbox; the customer sees it refunded. Everything goes through the built server and the browser.
import { expect, it } from "vitest";
import { expectToast, logInThroughForm, registerThroughApi } from "./account-steps.js";
import { type AdminJourney, adminJourney, OWNER, pngPicture, STAFF } from "./admin-steps.js";
import { moveOrderTo, type PaidOrder, placePaidOrder } from "./order-steps.js";

const PICKUP = "Our courier collects it on Tuesday between 10 and 1";

async function openReturn(j: AdminJourney, orderId: string) {
  await j.page.getByRole("searchbox", { name: "Search the returns" }).fill(orderId);
  // As a reader does: the search is in the address and the list has answered it before a row is opened,
  // so no late reload of the list runs beside the dialog.
  await j.page.waitForURL((url) => url.searchParams.get("q") === orderId);
  const row = j.page.locator("table:not([aria-busy])").getByRole("row").filter({ hasText: orderId });
  await row.first().waitFor();
  await row.first().click();
  await j.page.getByRole("dialog").waitFor();
}

adminJourney(
  "returns",
  (j) => {
    let order: PaidOrder | undefined;
    let account: Awaited<ReturnType<typeof registerThroughApi>> | undefined;

    it("the owner opens a 7-day return window in store setup", async () => {
      await j.signIn(OWNER, { stay: true });
      await j.goto("/admin/store-setup");
      const form = j.page.locator("form", { has: j.page.getByRole("heading", { name: "Selling rules" }) });
      await form.getByLabel(/Return window/).fill("7");
      await j.shot("store-setup-returns", { fullPage: true });
      await form.getByRole("button", { name: "Save selling rules" }).click();
      await j.page.getByText("The selling rules are saved").waitFor();
    });

    it("the customer asks to return a unit of a delivered order, with a photo", async () => {
      account = await registerThroughApi(j, "returns");
      order = await placePaidOrder(j, account);
      await moveOrderTo(j, order.orderId, [
        "Processing",
        "Packed",
        "Shipped",
        "Out for delivery",
        "Delivered",
      ]);
      await j.freshPage();
      await j.goto("/my-account");
      await j.page.waitForURL((url) => url.pathname === "/login");
      await logInThroughForm(j.page, account, "/my-account");
      const card = j.page.getByRole("article", { name: `Order ${order.orderId}` });
      await card.getByRole("button", { name: "Request a return" }).click();
      const dialog = j.page.getByRole("dialog", { name: `Returns for order ${order.orderId}` });
      await dialog.getByRole("heading", { name: "Request a return" }).waitFor();
      await dialog.getByLabel("Units to return").selectOption("1");
      await dialog.getByLabel("Reason").selectOption("damaged");
      await dialog.getByLabel("Note (optional)").fill("One pack arrived torn at the seal.");
      await dialog.locator('input[type="file"]').setInputFiles({
        name: "torn-pack.png",
        mimeType: "image/png",
        buffer: pngPicture(),
      });
      await dialog.getByRole("img", { name: "Your photo 1" }).waitFor();
      await j.shot("return-form", { fullPage: true });
      await j.expectAccessible();
      await expectToast(
        j.page,
        "Return requested. We will reply within 2 working days.",
        () => dialog.getByRole("button", { name: "Send return request" }).click(),
        "success",
      );
      await dialog.getByText("Return requested: we will reply within 2 working days").waitFor();
      await j.shot("return-requested");
    });

    it("a staff member approves, receives, restocks and refunds it from the returns inbox", async () => {
      if (!order) throw new Error("the order was not placed");
      await j.freshPage();
      await j.signIn(STAFF, { stay: true });
      await j.page
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: /^Returns/ })
        .click();
      await j.page.getByRole("heading", { name: "Returns" }).waitFor();
      await openReturn(j, order.orderId);
      const dialog = j.page.getByRole("dialog");
      await dialog.getByRole("img", { name: /The customer's view 1/ }).waitFor();
      await dialog.getByLabel(/Pickup note/).fill(PICKUP);
      await j.shot("inbox-approve");
      await j.expectAccessible();
      await dialog.getByRole("button", { name: "Approve" }).click();
      await dialog.getByText(PICKUP).waitFor();
      await dialog.getByRole("button", { name: "Mark received" }).click();
      await dialog.getByRole("button", { name: "Restock" }).waitFor();
      await j.shot("inbox-received");
      await dialog.getByRole("button", { name: "Restock" }).click();
      await dialog.getByRole("button", { name: "Refund" }).click();
      await dialog.getByText(/\((processed|initiated)\)/).waitFor();
      expect(await dialog.getByRole("button", { name: "Refund" }).count()).toBe(0);
      await j.shot("inbox-refunded");
      await j.page.keyboard.press("Escape");
      await j.page.getByRole("row").filter({ hasText: order.orderId }).getByText("Refunded").waitFor();
      await j.shot("inbox-list");
    });

    it("the customer sees the return refunded, with its credit in the order's refunds", async () => {
      if (!order || !account) throw new Error("the order was not placed");
      await j.freshPage();
      await j.goto("/my-account");
      await j.page.waitForURL((url) => url.pathname === "/login");
      await logInThroughForm(j.page, account, "/my-account");
      const card = j.page.getByRole("article", { name: `Order ${order.orderId}` });
      await card
        .getByText(/Refund (processed|initiated)/)
        .first()
        .waitFor();
      await card.getByRole("button", { name: "Request a return" }).click();
      const dialog = j.page.getByRole("dialog", { name: `Returns for order ${order.orderId}` });
      await dialog.getByText("Refunded", { exact: true }).waitFor();
      await j.shot("customer-refunded");
    });
  },
  { viewports: ["desktop", "phone"] },
);
