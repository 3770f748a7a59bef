import { buildCartLine } from "@henna/domain/cart";
import { LOGIN_SUCCESSFUL } from "@henna/domain/messages";
import { describe, expect, it } from "vitest";
import { serverCart } from "../state/resources";
import { dataSet } from "../state/server-data";
import { makeStore } from "../state/store";
import { readGuestCart } from "../storage/guest-cart-storage";
import { readLoginRecord } from "../storage/login-record";
import { rememberReturnPath } from "../storage/return-path";
import { createFakeServer, json } from "../test-support/fake-services";
import { logIn } from "./log-in";

const asha = {
  user_id: 7,
  id: 7,
  full_name: "Asha Rao",
  name: "Asha Rao",
  email: "asha@example.com",
  mobile: "9876543210",
  user_gstNo: null,
};

const line = (id: number, sku: string) =>
  buildCartLine(
    { product_id: id, title: `Product ${sku}`, sku, originalPrice: 100, discountPrice: 90, stock: 5 },
    { mainId: "demo-store", course: false, quantity: 2 },
  );

const failure = (status: number, code: string, message: string) =>
  json({ isError: true, success: false, code, message, msg: message }, status);

function serverWithCart(answers: Record<string, () => Response>) {
  const server = createFakeServer();
  server.on("POST", "/loginuser", () =>
    json({ message: LOGIN_SUCCESSFUL, user: asha, accessToken: "at-7", refreshToken: "rt-7" }),
  );
  server.on("POST", "/cart", (_request, body) => {
    const answer = answers[(body as { product_sku: string }).product_sku];
    return answer ? answer() : json({ isError: false, msg: "Added to cart" });
  });
  return server;
}

describe("logIn", () => {
  it("keeps the tokens and the login record and moves the guest cart to the server", async () => {
    const server = serverWithCart({
      "SKU-B": () => failure(409, "OUT_OF_STOCK", "Out of stock"),
      "SKU-C": () => failure(409, "ALREADY_IN_CART", "Product already in cart"),
      "SKU-D": () => failure(500, "INTERNAL", "Something went wrong"),
    });
    const store = makeStore(
      { guestCart: { lines: [line(1, "SKU-A"), line(2, "SKU-B"), line(3, "SKU-C"), line(4, "SKU-D")] } },
      server.services,
    );
    // Someone's cart already in memory: it must be read again after the upload.
    store.dispatch(dataSet({ key: serverCart.keyOf(7), data: [], tags: ["Cart"] }));

    const outcome = await store.dispatch(logIn({ email: "asha@example.com", password: "secret12" })).unwrap();

    expect(outcome).toMatchObject({ ok: true, next: "/" });
    expect(server.services.tokens.getAccessToken()).toBe("at-7");
    expect(server.services.tokens.getRefreshToken()).toBe("rt-7");
    expect(store.getState().session.user).toEqual(asha);
    expect(readLoginRecord()).toEqual(asha);
    // Uploaded lines (and the one the server already had) leave; refused ones stay for later.
    expect(store.getState().guestCart.lines.map((l) => l.product_sku)).toEqual(["SKU-B", "SKU-D"]);
    expect(readGuestCart().map((l) => l.product_sku)).toEqual(["SKU-B", "SKU-D"]);
    const posted = server.bodies.filter((_b, i) => server.calls[i] === "POST /cart");
    expect(posted).toHaveLength(4);
    expect(posted[0]).toMatchObject({ product_id: 1, product_sku: "SKU-A", quantity: 2, user_id: 7 });
    expect(store.getState().serverData.entries[serverCart.keyOf(7)]?.stale).toBe(true);
  });

  it("hands back the remembered page and forgets it", async () => {
    const server = serverWithCart({});
    const store = makeStore(undefined, server.services);
    rememberReturnPath("/checkout");
    const outcome = await store.dispatch(logIn({ email: "asha@example.com", password: "secret12" })).unwrap();
    expect(outcome).toMatchObject({ ok: true, next: "/checkout" });
    expect(server.calls).toEqual(["POST /loginuser"]);
    const again = await store.dispatch(logIn({ email: "asha@example.com", password: "secret12" })).unwrap();
    expect(again).toMatchObject({ ok: true, next: "/" });
  });

  it("keeps everything as it was when the server refuses", async () => {
    const server = createFakeServer();
    server.on("POST", "/loginuser", () => failure(401, "INVALID_CREDENTIALS", "Invalid email or password."));
    const store = makeStore({ guestCart: { lines: [line(1, "SKU-A")] } }, server.services);
    const outcome = await store
      .dispatch(logIn({ email: "asha@example.com", password: "nope-nope" }))
      .unwrap();
    expect(outcome).toEqual({ ok: false, message: "Invalid email or password." });
    expect(store.getState().session.user).toBeNull();
    expect(server.services.tokens.getAccessToken()).toBeNull();
    expect(store.getState().guestCart.lines).toHaveLength(1);
  });
});
