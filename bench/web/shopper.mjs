// A shopper for the pages behind login: an account made through the store's own API (send-otp, the
// code from the dev outbox, verify, sign-up), a paid order (address, order, sandbox payment, verify) so
// tracking has something to show, and a browser signed in through the real login page.
const STORE = "demo-store";
const PASSWORD = "bench-pass-1";
// A pincode the offline geocoder knows (Mumbai), so the order has coordinates and a delivery band.
const PINCODE = "400064";

async function call(base, method, path, { body, token, headers = {} } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-main-id": STORE,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return json;
}

async function newestOtp(base, email, after) {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails = res.ok ? (await res.json()).data : [];
    const code = mails
      .filter((m) => new Date(m.createdAt).getTime() >= after - 1000)
      .map((m) => /^\s*(\d{6})\s*$/m.exec(m.text)?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP mail to ${email}`);
}

/** Registers a shopper and places one paid order; answers { email, password, token, userId, orderId }. */
export async function makeShopper(base) {
  const email = `bench-${Date.now()}@example.com`;
  const asked = Date.now();
  await call(base, "POST", "/registeruser/api/send-otp", { body: { email, main_id: STORE } });
  const otp = await newestOtp(base, email, asked);
  await call(base, "POST", "/registeruser/api/verify-otp", { body: { email, otp, main_id: STORE } });
  await call(base, "POST", "/registeruser/api/signup", {
    body: { email, full_name: "Bench Shopper", mobile: "9876543210", password: PASSWORD, main_id: STORE },
  });
  const login = await call(base, "POST", "/loginuser", {
    body: { email, password: PASSWORD, main_id: STORE },
  });
  const token = login.accessToken;
  const userId = login.user.user_id;

  const address = await call(base, "POST", "/address", {
    token,
    body: {
      location_user: "Home",
      new_address: "12 Link Road",
      city: "Mumbai",
      area: "Malad West",
      pincode: PINCODE,
      defaultaddressS: true,
      defaultaddressB: true,
      main_id: STORE,
    },
  });
  const addressId = address.data.id;
  const listing = await call(base, "GET", `/grouped-product/search-all-products/${STORE}?page=1&limit=50`);
  const product = listing.data.find(
    (p) => p.product_type === "Simple" && Number(p.totalStock ?? p.stock) > 0,
  );
  if (!product) throw new Error("the demo store has no simple product in stock");
  const order = await call(base, "POST", "/payment", {
    token,
    headers: { "idempotency-key": `bench-${Date.now()}` },
    body: {
      products: [{ product_id: product.product_id, quantity: 1 }],
      billing_address_id: addressId,
      shipping_address_id: addressId,
      mobile: "9876543210",
      payment_mode: "Pay now",
      main_id: STORE,
    },
  });
  const paid = await call(base, "POST", "/dev/sandbox/pay", {
    body: { order_id: order.razorpay_order.id, outcome: "success" },
  });
  await call(base, "POST", "/payment/verify", { token, body: paid });
  return { email, password: PASSWORD, token, userId, orderId: order.order_id };
}

/** Signs `page` in through the login page, the way a shopper does, so the browser holds the session. */
export async function signIn(page, base, shopper) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: /^log ?in$/i }).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 20_000 });
}
