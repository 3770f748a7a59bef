// My Account, Help (spec §2, §3 Help): Chat with us (Start Chat, WhatsApp) and Talk to us (Start Call),
// from the demo store's help numbers.
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import { type Account, logInThroughForm, registerThroughApi } from "./account-steps.js";

journey("account-help", (j) => {
  let account: Account;

  beforeAll(async () => {
    account = await registerThroughApi(j, "help", "Sana");
  });

  it("shows Start Chat and Start Call, and an empty Orders tab with a way on", async () => {
    const page = j.page;
    await j.goto("/my-account");
    await logInThroughForm(page, account, "/my-account");
    await page.getByText("You have not placed any orders yet.").waitFor();
    await j.shot("no-orders");

    await page.getByRole("tab", { name: "Help" }).click();
    const chat = page.getByRole("link", { name: "Start Chat" });
    await chat.waitFor();
    expect(await chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/91\d{10}$/);
    expect(await page.getByRole("link", { name: "Start Call" }).getAttribute("href")).toMatch(
      /^tel:\+?\d{10,12}$/,
    );
    expect(await page.getByRole("heading", { name: "Chat with us" }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Talk to us" }).count()).toBe(1);
    await j.shot("help");
    await j.expectAccessible();
  });
});
