// A paid order cancelled with its refund (issue 33), on a phone: the owner cancels and refunds it from
// the order page with a reason; the shopper's My Account then shows the order Cancelled with "Refund
// processed", and its invoice links the credit note that takes the sale back.
import { expect, it } from "vitest";
import { type Account, logInThroughForm, registerThroughApi } from "./account-steps.js";
import { adminJourney, OWNER } from "./admin-steps.js";
import { type PaidOrder, placePaidOrder } from "./order-steps.js";

adminJourney(
  "admin-cancel-refund",
  (j) => {
    let order: PaidOrder | undefined;
    let account: Account | undefined;

    it("the owner cancels the paid order and refunds it, with a reason", async () => {
      account = await registerThroughApi(j, "cancelled");
      order = await placePaidOrder(j, account);
      await j.signIn(OWNER);
      await j.goto(`/admin/orders/${order.orderId}`);
      await j.page.getByRole("heading", { name: `Order ${order.orderId}` }).waitFor();
      await j.page.getByRole("button", { name: "Cancel and refund" }).click();
      const dialog = j.page.getByRole("dialog", { name: "Cancel and refund this order?" });
      // Without a reason nothing is sent.
      await dialog.getByRole("button", { name: "Cancel and refund" }).click();
      await dialog.getByText("Please give a reason for the refund.").waitFor();
      await dialog.getByLabel("Reason").fill("Out of stock at the studio");
      await j.shot("cancel-and-refund-dialog");
      await dialog.getByRole("button", { name: "Cancel and refund" }).click();
      await j.page.getByText(/^Order cancelled; refund of ₹[\d,.]+ (processed|initiated)$/).waitFor();
      await dialog.waitFor({ state: "detached" });
      await j.page.getByText("Reason: Out of stock at the studio").waitFor();
      await j.shot("cancelled-and-refunded", { fullPage: true });
      await j.expectAccessible();
    });

    it("the shopper sees the order cancelled, its refund processed and the credit note", async () => {
      if (!order || !account) throw new Error("the order was not placed");
      await j.freshPage();
      await j.goto("/my-account");
      await j.page.waitForURL((url) => url.pathname === "/login");
      await logInThroughForm(j.page, account, "/my-account");
      const card = j.page.getByRole("article", { name: `Order ${order.orderId}` });
      await card.waitFor();
      // The sandbox answers the refund at once or by its webhook a moment later: the page is read again
      // until the refund shows as processed.
      await expect
        .poll(async () => {
          if ((await card.getByText("Refund processed").count()) > 0) return true;
          await j.page.reload();
          await card.waitFor();
          return false;
        })
        .toBe(true);
      expect(await card.getByText("Cancelled", { exact: true }).count()).toBeGreaterThan(0);
      await card.scrollIntoViewIfNeeded();
      await j.shot("account-refund-processed");
      await j.expectAccessible();

      await j.goto(`/invoice?order=${order.orderId}`);
      const notes = j.page.getByRole("navigation", { name: "Credit notes" });
      await notes.getByRole("link").first().click();
      await j.page.getByRole("heading", { level: 1, name: "Credit Note" }).waitFor();
      const sheet = j.page.locator("[data-invoice-sheet]");
      expect(await sheet.getByText("Reason: Out of stock at the studio").count()).toBe(1);
      await j.shot("account-credit-note", { fullPage: true });
    });
  },
  { viewports: ["phone"] },
);
