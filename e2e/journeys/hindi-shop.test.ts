// The shop and the academy in Hindi (issue 23) on a phone: a shopper switches to हिन्दी in the phone
// drawer (the `lang` cookie, and the account when signed in), browses, adds to the cart, logs in,
// checks out and pays in the sandbox with every label in Hindi; a reload stays Hindi (the server renders
// it: <html lang="hi">, Hindi in the first HTML); the academy's admission form says its required-field
// messages in Hindi; ?lang=en on a link goes back to English. Each Hindi screen is checked for text
// overflowing its button or card and photographed at 390 px.
import { beforeAll, expect, it } from "vitest";
import { journey } from "../harness/journey.js";
import {
  type Account,
  type ApiProduct,
  expectPath,
  expectToast,
  registerThroughApi,
  serverCartOf,
} from "./account-steps.js";
import { addAddressThroughApi, someProducts } from "./checkout-steps.js";
import { chooseLanguage, expectNoEnglish, hindiShot, htmlLang, langCookie } from "./hindi-steps.js";

journey(
  "hindi-shop",
  (j) => {
    let account: Account;
    let products: ApiProduct[];

    beforeAll(async () => {
      account = await registerThroughApi(j, "hindi-shop", "Sunita");
      products = await someProducts(j, 2);
    });

    it("switches to हिन्दी in the phone drawer; the server then renders the home in Hindi", async () => {
      const page = j.page;
      await j.goto("/");
      expect(await htmlLang(page)).toBe("en-IN");
      await chooseLanguage(page, "hi");
      expect(await htmlLang(page)).toBe("hi");
      expect(await langCookie(page)).toBe("hi");
      // The first HTML is Hindi already (no flash of English): the server read the cookie.
      const html = await (await fetch(j.url("/"), { headers: { cookie: "lang=hi" } })).text();
      expect(html).toContain('<html lang="hi"');
      expect(html).toContain("मेन्यू खोलें");
      await page.getByRole("navigation", { name: "शॉर्टकट" }).getByRole("link", { name: "होम" }).waitFor();
      await expectNoEnglish(page, [
        "Products",
        "Popular Products",
        "Add to Cart",
        "Search",
        "Contact",
        "Account",
      ]);
      await hindiShot(j, "home");
      await j.expectAccessible();
    });

    it("browses the products and adds two to the cart in Hindi", async () => {
      const page = j.page;
      await j.goto("/products");
      await page.getByRole("heading", { level: 1, name: "हमारे प्रोडक्ट देखें" }).waitFor();
      for (const product of products) {
        await expectToast(
          page,
          /कार्ट में जोड़/,
          () => page.getByRole("button", { name: `कार्ट में डालें: ${product.title}`, exact: true }).click(),
          "success",
        );
      }
      await expect
        .poll(() => page.getByRole("banner").getByRole("link", { name: "कार्ट, 2 आइटम" }).count())
        .toBe(1);
      await expectNoEnglish(page, ["Add to Cart", "Sort by", "Showing", "products", "Buy Now"]);
      await hindiShot(j, "listing");
      await j.expectAccessible();

      await page
        .getByRole("link", { name: products[0]?.title ?? "", exact: true })
        .first()
        .click();
      await page.getByRole("heading", { level: 1, name: products[0]?.title ?? "" }).waitFor();
      await page.getByRole("heading", { name: "डिलीवरी" }).waitFor();
      await expectNoEnglish(page, ["Add to Cart", "Buy Now", "Delivery", "Description", "Reviews", "Check"]);
      await hindiShot(j, "product");
      await j.expectAccessible();
    });

    it("logs in, checks out and pays with every label in Hindi", async () => {
      const page = j.page;
      await j.goto("/login");
      await expectNoEnglish(page, ["Login", "Password", "Forgot password?", "Email"]);
      await hindiShot(j, "login");
      await page.getByLabel("ईमेल", { exact: true }).fill(account.email);
      await page.getByLabel("पासवर्ड", { exact: true }).fill(account.password);
      await expectToast(
        page,
        "लॉग इन हो गया!",
        () => page.getByRole("button", { name: "लॉग इन", exact: true }).click(),
        "success",
      );
      await page.waitForURL((url) => url.pathname !== "/login");
      await expect.poll(async () => (await serverCartOf(j)).length).toBe(2);
      await addAddressThroughApi(j);

      await j.goto("/cart");
      await page.getByRole("heading", { level: 1, name: /^आपकी कार्ट/ }).waitFor();
      await expectNoEnglish(page, [
        "Your Cart",
        "Price details",
        "Apply Coupon",
        "Proceed to Checkout",
        "Remove",
      ]);
      await hindiShot(j, "cart");
      await j.expectAccessible();

      await page.getByRole("button", { name: "चेकआउट करें" }).click();
      await expectPath(page, "/checkout");
      await page.getByRole("heading", { level: 1, name: "चेकआउट" }).waitFor();
      const place = page.getByRole("button", { name: /^ऑर्डर करें/ });
      await place.waitFor();
      await expectNoEnglish(page, [
        "Checkout",
        "Billing address",
        "Shipping address",
        "Payment method",
        "Order summary",
        "Place order",
        "Total",
        "Subtotal",
      ]);
      await hindiShot(j, "checkout");
      await j.expectAccessible();

      await place.click();
      const dialog = page.getByRole("dialog", { name: "सैंडबॉक्स पेमेंट" });
      await dialog.waitFor();
      await j.shot("sandbox");
      await dialog.getByRole("button", { name: /^पेमेंट करें ₹/ }).click();
      await expectPath(page, /^\/payment-success\/[\w-]+$/);
      await page.getByRole("heading", { level: 1, name: "पेमेंट हो गया" }).waitFor();
      await expectNoEnglish(page, ["Payment Successful", "Order ID", "Amount", "Total", "My Account"]);
      await hindiShot(j, "paid");
      await j.expectAccessible();
    });

    it("keeps Hindi over a reload (the server renders it from the cookie)", async () => {
      const page = j.page;
      await j.goto("/products");
      await page.reload({ waitUntil: "networkidle" });
      expect(await htmlLang(page)).toBe("hi");
      await page.getByRole("heading", { level: 1, name: "हमारे प्रोडक्ट देखें" }).waitFor();
    });

    it("shows the academy's admission form with its required-field messages in Hindi", async () => {
      const page = j.page;
      await j.goto("/admission-form");
      expect(await htmlLang(page)).toBe("hi");
      await page.getByRole("heading", { level: 1, name: "एडमिशन फ़ॉर्म" }).waitFor();
      await page.getByRole("button", { name: /^जमा करें/ }).click();
      await expect
        .poll(() => page.getByRole("alert").filter({ hasText: "यह जानकारी भरना ज़रूरी है" }).count())
        .toBeGreaterThan(2);
      await expectNoEnglish(page, [
        "This field is required",
        "Full Name",
        "Submit",
        "Select Center",
        "Gender",
      ]);
      await hindiShot(j, "admission-required");
      await j.expectAccessible();
    });

    it("goes back to English from a ?lang=en link, and the cookie follows", async () => {
      const page = j.page;
      await j.goto("/course?lang=en");
      expect(await htmlLang(page)).toBe("en-IN");
      await page.getByRole("heading", { level: 1, name: "Our Courses" }).waitFor();
      expect(await langCookie(page)).toBe("en");
      await j.goto("/");
      expect(await htmlLang(page)).toBe("en-IN");
      await page.getByRole("heading", { name: "Popular Products" }).waitFor();
      await j.shot("english-again");
    });
  },
  { viewports: ["phone"] },
);
