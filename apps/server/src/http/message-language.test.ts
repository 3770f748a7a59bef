import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails, users } from "../db/schema.js";
import { readOutbox } from "../services/mailer.js";
import { lastMail, lastOtp, newEmail, otherCode, post } from "../test-support/account-kit.js";
import {
  insertAddress,
  insertProduct,
  MALAD,
  orderBody,
  payThroughSandbox,
} from "../test-support/checkout-kit.js";
import { startTestApp, TEST_SECRETS, type TestApp, testDatabaseKinds } from "../test-support/http-app.js";
import { createTestUser, type TestUser } from "../test-support/users.js";
import { varyWith } from "./message-language.js";

const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(await testDatabaseKinds({ sameOnPostgres: true }))(
  "messages in the reader's language on %s",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t.close());

    const setLanguage = (user: TestUser, language: string, headers: Record<string, string> = {}) =>
      t.request({
        method: "PUT",
        url: `/api/registeruser/api/user/${user.user_id}/language`,
        token: user.accessToken,
        headers,
        payload: { language },
      });

    describe("a Hindi reader (Accept-Language: hi-IN) gets Hindi errors; everyone else English", () => {
      it.each([
        {
          what: "a contract validation error, with its field errors",
          request: {
            method: "POST" as const,
            url: "/api/loginuser",
            payload: { email: "asha@example.com", password: "123" },
          },
          status: 400,
          english: "Password must be at least 6 characters long.",
          hindi: "पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।",
        },
        {
          what: "a missing field, named in Hindi",
          request: { method: "POST" as const, url: "/api/loginuser", payload: { email: "asha@example.com" } },
          status: 400,
          english: "Password is required.",
          hindi: "पासवर्ड भरना ज़रूरी है।",
        },
        {
          what: "not found",
          request: { method: "GET" as const, url: "/api/grouped-product/single/987654321" },
          status: 404,
          english: "Product not found",
          hindi: "प्रोडक्ट नहीं मिला",
        },
        {
          what: "a wrong password",
          request: {
            method: "POST" as const,
            url: "/api/loginuser",
            payload: { email: "nobody-here@example.com", password: "secret123" },
          },
          status: 401,
          english: "Invalid email or password.",
          hindi: "ईमेल या पासवर्ड ग़लत है।",
        },
      ])("$what", async ({ request, status, english, hindi }) => {
        const inHindi = await t.request({ ...request, headers: HINDI });
        expect(inHindi.statusCode, inHindi.body).toBe(status);
        expect(inHindi.json()).toMatchObject({ message: hindi, msg: hindi });
        const inEnglish = await t.request({ ...request, headers: { "accept-language": "en-IN,en;q=0.9" } });
        expect(inEnglish.json()).toMatchObject({ message: english, msg: english, code: inHindi.json().code });
        const noHeader = await t.request(request);
        expect(noHeader.json().message).toBe(english);
      });

      it("says the field errors of a request in Hindi too, keeping the field paths and codes", async () => {
        const res = await t.request({
          method: "POST",
          url: "/api/loginuser",
          headers: HINDI,
          payload: { email: "asha@example.com", password: "123" },
        });
        expect(res.json()).toMatchObject({
          code: "VALIDATION_FAILED",
          errors: [{ field: "password", message: "पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।" }],
        });
      });

      it("a wrong OTP: the code e-mail and the refusal in Hindi", async () => {
        const email = newEmail("hindi-otp");
        const sent = await t.request({
          method: "POST",
          url: "/api/registeruser/api/send-otp",
          headers: HINDI,
          payload: { email },
          remoteAddress: "10.200.0.1",
        });
        expect(sent.json()).toEqual({ success: true, message: "OTP भेज दिया गया है!" });
        const mail = await lastMail(t, email);
        expect(mail?.subject).toBe("आपका Mehendi & Chai वेरिफ़िकेशन कोड");
        expect(mail?.text).toContain("Mehendi & Chai में आपका स्वागत है!");
        expect(mail?.text).toContain("10 मिनट");
        const wrong = await t.request({
          method: "POST",
          url: "/api/registeruser/api/verify-otp",
          headers: HINDI,
          payload: { email, otp: otherCode(await lastOtp(t, email)) },
          remoteAddress: "10.200.0.1",
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({ code: "INVALID_OTP", message: "OTP ग़लत है।", msg: "OTP ग़लत है।" });
      });

      it("an answer with a message says that it varies with Accept-Language and the cookie", async () => {
        const res = await t.request({
          method: "GET",
          url: "/api/grouped-product/single/987654321",
          headers: HINDI,
        });
        expect(res.headers.vary).toMatch(/Accept-Language/);
        expect(res.headers.vary).toMatch(/Cookie/);
        expect(varyWith("Accept-Encoding, cookie", ["Accept-Language", "Cookie"])).toBe(
          "Accept-Encoding, cookie, Accept-Language",
        );
        expect(varyWith(undefined, ["Accept-Language"])).toBe("Accept-Language");
      });

      it("an address the router cannot read is refused in Hindi too", async () => {
        const res = await t.request({
          method: "GET",
          url: "/api/grouped-product/single/%E0%A4%",
          headers: HINDI,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", message: "यह वेब पता सही नहीं है।" });
        const english = await t.request({ method: "GET", url: "/api/grouped-product/single/%E0%A4%" });
        expect(english.json().message).toBe("The address is not valid.");
      });

      it("the lang cookie of the apps' language switch wins over Accept-Language", async () => {
        const request = { method: "GET" as const, url: "/api/grouped-product/single/987654321" };
        const hindi = await t.request({
          ...request,
          headers: { cookie: "theme=dark; lang=hi", "accept-language": "en" },
        });
        expect(hindi.json().message).toBe("प्रोडक्ट नहीं मिला");
        const english = await t.request({ ...request, headers: { cookie: "lang=en", ...HINDI } });
        expect(english.json().message).toBe("Product not found");
      });

      it("the back office answers in English whatever the reader's language", async () => {
        const res = await t.request({ method: "GET", url: "/api/admin/orders", headers: HINDI });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe("Please sign in to the back office.");
      });
    });

    describe("the account's language", () => {
      it("is English for a new account, read on the profile, and set through its own call", async () => {
        const user = await createTestUser(t);
        const profile = await t.request({
          method: "GET",
          url: `/api/registeruser/single/${user.user_id}`,
          token: user.accessToken,
        });
        expect(profile.json()).toMatchObject({
          message: "User details fetched successfully.",
          user: { language: "en" },
        });

        // Asked from an English browser: the answer is already in the account's new language.
        const chosen = await setLanguage(user, "hi", { "accept-language": "en" });
        expect(chosen.statusCode, chosen.body).toBe(200);
        expect(chosen.json()).toMatchObject({
          success: true,
          message: "भाषा बदल दी गई।",
          user: { language: "hi" },
        });
        const [row] = await t.ctx.db.select().from(users).where(eq(users.user_id, user.user_id));
        expect(row?.language).toBe("hi");

        // The account's choice wins over the browser's.
        const again = await t.request({
          method: "GET",
          url: `/api/registeruser/single/${user.user_id}`,
          token: user.accessToken,
          headers: { "accept-language": "en-US" },
        });
        expect(again.json()).toMatchObject({
          message: "आपके अकाउंट की जानकारी मिल गई।",
          user: { language: "hi" },
        });
        const back = await setLanguage(user, "en", HINDI);
        expect(back.json()).toMatchObject({ message: "Language updated.", user: { language: "en" } });
      });

      it("refuses a language it does not have, and another account's id", async () => {
        const user = await createTestUser(t);
        const other = await createTestUser(t);
        const bad = await setLanguage(user, "fr");
        expect(bad.statusCode).toBe(400);
        expect(bad.json().code).toBe("VALIDATION_FAILED");
        const foreign = await t.request({
          method: "PUT",
          url: `/api/registeruser/api/user/${other.user_id}/language`,
          token: user.accessToken,
          payload: { language: "hi" },
        });
        expect(foreign.statusCode).toBe(403);
        const guest = await t.request({
          method: "PUT",
          url: `/api/registeruser/api/user/${user.user_id}/language`,
          payload: { language: "hi" },
        });
        expect(guest.statusCode).toBe(401);
      });

      it("a password reset code goes out in the account's language, whatever the browser asks", async () => {
        const user = await createTestUser(t);
        await setLanguage(user, "hi");
        const sent = await t.request({
          method: "POST",
          url: "/api/registeruser/api/resetsend-otp",
          headers: { "accept-language": "en-GB" },
          payload: { email: user.email },
          remoteAddress: "10.200.0.3",
        });
        expect(sent.statusCode, sent.body).toBe(200);
        const mail = await lastMail(t, user.email);
        expect(mail?.subject).toBe("आपका Mehendi & Chai पासवर्ड रीसेट कोड");
        expect(mail?.text).toContain("आपका पासवर्ड पहले जैसा ही रहेगा।");
        expect(mail?.text).toMatch(/\n\d{6}\n/);
      });

      it("a shopper who signs up in Hindi gets a Hindi account", async () => {
        const email = newEmail("hindi-signup");
        const ip = "10.200.0.2";
        const headers = { cookie: "lang=hi" };
        await t.request({
          method: "POST",
          url: "/api/registeruser/api/send-otp",
          headers,
          payload: { email },
          remoteAddress: ip,
        });
        const otp = await lastOtp(t, email);
        await t.request({
          method: "POST",
          url: "/api/registeruser/api/verify-otp",
          headers,
          payload: { email, otp },
          remoteAddress: ip,
        });
        const signup = await t.request({
          method: "POST",
          url: "/api/registeruser/api/signup",
          headers,
          payload: { email, full_name: "Asha Patel", password: "mehendi123" },
          remoteAddress: ip,
        });
        expect(signup.statusCode, signup.body).toBe(201);
        expect(signup.json()).toMatchObject({ message: "रजिस्ट्रेशन हो गया!", newUser: { language: "hi" } });
        // Signing in later from any browser: the account's language.
        const login = await post(t, "/api/loginuser", { email, password: "mehendi123" });
        expect(login.json()).toMatchObject({ message: "लॉग इन हो गया!", user: { language: "hi" } });
      });

      it("an account in Hindi gets its order confirmation e-mail in Hindi, an English one in English", async () => {
        const product = await insertProduct(t, {
          title: "Rose Henna Cone",
          price: 1200,
          sale: 1049.5,
          stock: 20,
        });
        const mails = [];
        for (const language of ["hi", "en"]) {
          const user = await createTestUser(t, { full_name: "Meera Shah" });
          if (language === "hi") expect((await setLanguage(user, "hi")).statusCode).toBe(200);
          const address = await insertAddress(t, user, MALAD);
          const orderId = await payThroughSandbox(
            t,
            user,
            orderBody({ lines: [{ product_id: product, quantity: 2 }], address }),
          );
          const [mail] = await readOutbox(t.ctx.db, "demo-store", user.email, 1);
          mails.push({ language, orderId, mail });
        }
        const [hindi, english] = mails;
        expect(hindi?.mail?.subject).toBe(`Mehendi & Chai: ऑर्डर ${hindi?.orderId} पक्का हो गया`);
        expect(hindi?.mail?.text).toContain("नमस्ते Meera Shah,");
        expect(hindi?.mail?.text).toContain("ऑर्डर के लिए धन्यवाद!");
        expect(hindi?.mail?.text).toContain(`ऑर्डर आईडी: ${hindi?.orderId}`);
        expect(hindi?.mail?.text).toContain("पेमेंट का तरीका: अभी पेमेंट");
        // The product's name and the amounts (Intl hi-IN) stay as they are.
        expect(hindi?.mail?.text).toContain("- 2 x Rose Henna Cone @ ₹1,049.50 = ₹2,099");
        expect(hindi?.mail?.text).toContain("Mehendi & Chai से ख़रीदारी करने के लिए धन्यवाद।");
        expect(hindi?.mail?.text).toMatch(DEVANAGARI);
        expect(english?.mail?.subject).toBe(`Mehendi & Chai: order ${english?.orderId} confirmed`);
        expect(english?.mail?.text).toContain(
          "Thank you for your order! We have received it and will start packing soon.",
        );
        expect(english?.mail?.text).toContain("- 2 x Rose Henna Cone @ ₹1,049.50 = ₹2,099");
        expect(english?.mail?.text).not.toMatch(DEVANAGARI);

        // The dev outbox shows the Hindi mail as a developer would read it.
        const outbox = await t.request({
          method: "GET",
          url: `/api/dev/outbox?to=${encodeURIComponent(hindi?.mail?.to ?? "")}`,
        });
        expect(outbox.json().data[0].subject).toBe(hindi?.mail?.subject);
      });

      it("the shop's status moves reach a Hindi account in Hindi (push and e-mail), whatever the staff member reads", async () => {
        const product = await insertProduct(t, { title: "Masala Chai 250 g", price: 400, stock: 10 });
        const user = await createTestUser(t, { full_name: "Meera Shah" });
        await setLanguage(user, "hi");
        const address = await insertAddress(t, user, MALAD);
        const orderId = await payThroughSandbox(
          t,
          user,
          orderBody({ lines: [{ product_id: product, quantity: 1 }], address }),
        );
        for (const status of ["Processing", "Packed", "Shipped"]) {
          const moved = await t.request({
            method: "POST",
            url: `/api/admin/orders/${orderId}/status`,
            token: TEST_SECRETS.adminToken,
            headers: { "accept-language": "en-IN" },
            payload: { status },
          });
          expect(moved.statusCode, moved.body).toBe(200);
        }
        const [mail] = await readOutbox(t.ctx.db, "demo-store", user.email, 1);
        expect(mail?.subject).toBe(`Mehendi & Chai: ऑर्डर ${orderId} भेज दिया गया`);
        expect(mail?.text).toBe(
          `नमस्ते Meera Shah,\n\nआपका ऑर्डर भेज दिया गया है।\n\nऑर्डर आईडी: ${orderId}\n\nMehendi & Chai से ख़रीदारी करने के लिए धन्यवाद।\n`,
        );
        const pushes = await t.ctx.db
          .select({ subject: outboxMails.subject, text: outboxMails.text })
          .from(outboxMails)
          .where(and(eq(outboxMails.kind, "push"), eq(outboxMails.to, `user:${user.user_id}`)))
          .orderBy(desc(outboxMails.id));
        expect(pushes[0]).toEqual({
          subject: `ऑर्डर ${orderId}: भेज दिया गया`,
          text: "आपका ऑर्डर भेज दिया गया है।",
        });
        expect(pushes[1]).toEqual({ subject: `ऑर्डर ${orderId}: पैक हो गया`, text: "आपका ऑर्डर पैक हो गया है।" });
      });
    });
  },
);
