// The mixed workload's shoppers (bench/api/mixed.mjs): every call timed by its kind, shoppers made by
// `cli seed-shoppers` with an address each, and one shopper's loop of browsing, searching, the cart,
// checkout and the sandbox payment, each call to the next instance in turn.

import { randomBytes } from "node:crypto";

export const STORE = "demo-store";
const TERMS = ["henna", "tea", "cone", "masala", "organic", "bridal", "gift", "chai", "kewra", "mogra"];
// Access tokens live 15 minutes; a soak outlives them, so shoppers refresh the way the shop does.
const REFRESH_AFTER_MS = 10 * 60 * 1000;
const CALL_TIMEOUT_MS = 30_000;

/** `stopping()` says the run is ending: a call cut short then is not an error, and loops end. */
export function createLoad(bases, stopping) {
  const stats = new Map();
  const errors = [];
  let turn = 0;
  let measuring = false;
  const counts = { placed: 0, paid: 0, placedInWindow: 0, paidInWindow: 0 };

  async function call(kind, path, init = {}, token = null, expected = [200, 201]) {
    const base = bases[turn++ % bases.length];
    const headers = { "x-main-id": STORE, ...(init.headers ?? {}) };
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.body) headers["content-type"] = "application/json";
    const inWindow = measuring;
    const start = performance.now();
    let status = 0;
    let body = null;
    try {
      const res = await fetch(base + path, {
        ...init,
        headers,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      status = res.status;
      const text = await res.text();
      body = text ? JSON.parse(text) : null;
    } catch (error) {
      body = { error: String(error) };
    }
    const ms = performance.now() - start;
    if (inWindow && measuring) {
      if (!stats.has(kind)) stats.set(kind, []);
      stats.get(kind).push(ms);
    }
    // Calls cut short by a failure elsewhere are not errors of their own.
    if (!expected.includes(status) && !(stopping() && status === 0))
      errors.push({ kind, path, status, body });
    return { status, body };
  }
  return {
    call,
    stopping,
    stats,
    errors,
    counts,
    get measuring() {
      return measuring;
    },
    measure() {
      measuring = true;
    },
  };
}

export async function makeShoppers(load, env, count, cli) {
  const output = await cli(
    ["seed-shoppers", "--count", String(count), "--prefix", `mixed-${Date.now().toString(36)}`],
    env,
  );
  const seeded = JSON.parse(output).shoppers;
  const shoppers = [];
  // Each adds its delivery address through the shop's own route, a few at a time.
  for (let at = 0; at < seeded.length; at += 8) {
    const batch = await Promise.all(
      seeded.slice(at, at + 8).map(async (s) => {
        const added = await load.call(
          "setup: address",
          "/address",
          {
            method: "POST",
            body: JSON.stringify({
              location_user: "Home",
              new_address: "1 Bench Road",
              city: "Mumbai",
              pincode: "400097",
              latitude: 19.186,
              longitude: 72.855,
            }),
          },
          s.accessToken,
        );
        if (added.status !== 201)
          throw new Error(`address failed: ${added.status} ${JSON.stringify(added.body)}`);
        return {
          userId: s.user_id,
          token: s.accessToken,
          refreshToken: s.refreshToken,
          tokenAt: performance.now(),
          address: added.body.data.id,
        };
      }),
    );
    shoppers.push(...batch);
  }
  return shoppers;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

export async function shopperLoop(load, who, hot, allIds, until) {
  const { call, counts } = load;
  while (performance.now() < until && !load.stopping()) {
    if (performance.now() - who.tokenAt > REFRESH_AFTER_MS) {
      const refreshed = await call("auth: refresh", "/auth/refresh", {
        method: "POST",
        body: JSON.stringify({ refreshToken: who.refreshToken }),
      });
      if (refreshed.status === 200) {
        who.token = refreshed.body.accessToken;
        who.refreshToken = refreshed.body.refreshToken;
        who.tokenAt = performance.now();
      }
    }
    await call(
      "browse: listing",
      `/grouped-product/search-all-products/${STORE}?page=${1 + Math.floor(Math.random() * 50)}&limit=10`,
    );
    await call("browse: product", `/grouped-product/single/${pick(allIds)}`);
    await call(
      "search",
      `/grouped-product/search-all-products/${STORE}?search=${pick(TERMS)}&page=1&limit=10`,
    );
    const product = pick(hot);
    await call(
      "cart: add",
      "/cart",
      { method: "POST", body: JSON.stringify({ product_id: product, quantity: 1 }) },
      who.token,
    );
    await call("cart: read", `/cart/${who.userId}`, {}, who.token);
    await call("cart: empty", `/cart/deleteall/${who.userId}`, { method: "DELETE" }, who.token);
    const inWindow = load.measuring;
    const created = await call(
      "checkout",
      "/payment",
      {
        method: "POST",
        headers: { "idempotency-key": `mixed-${randomBytes(8).toString("hex")}` },
        body: JSON.stringify({
          products: [{ product_id: product, quantity: 1 + Math.floor(Math.random() * 2) }],
          billing_address_id: who.address,
          shipping_address_id: who.address,
          mobile: "9876543210",
          payment_mode: "Pay now",
        }),
      },
      who.token,
      [201],
    );
    const gatewayOrder = created.body?.razorpay_order?.id;
    if (!gatewayOrder) continue;
    counts.placed += 1;
    if (inWindow) counts.placedInWindow += 1;
    const paid = await call("pay: sandbox", "/dev/sandbox/pay", {
      method: "POST",
      body: JSON.stringify({ order_id: gatewayOrder, outcome: "success" }),
    });
    if (paid.status !== 200) continue;
    const verified = await call(
      "pay: verify",
      "/payment/verify",
      { method: "POST", body: JSON.stringify(paid.body) },
      who.token,
    );
    if (verified.status === 200) {
      counts.paid += 1;
      // An order counts in the window when it was placed in it; its CPU was (mostly) spent there.
      if (inWindow) counts.paidInWindow += 1;
    }
  }
}
