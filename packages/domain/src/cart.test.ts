import { describe, expect, test } from "vitest";
import {
  addToGuestCart,
  buildCartLine,
  type CartLine,
  type CartProductInput,
  cartCount,
  isSameCartItem,
  normalizeQuantity,
  parseCartLines,
  refreshGuestLine,
  removeBySku,
  setQuantity,
  showFloatingCart,
} from "./cart";
import type { NumberLike } from "./money";

const cone: CartProductInput = {
  product_id: 12,
  title: "Bridal Henna Cone",
  sku: "CONE-12",
  product_type: "Simple",
  originalPrice: "150",
  discountPrice: 120,
  stock: "40",
  status: "Active",
  image: "/images/products/henna-cone-1.svg",
  gallery: '["/images/products/henna-cone-1.svg","/images/products/henna-cone-2.svg"]',
  description: "Natural henna",
  short_description: "Cone",
  category: "Cones",
  delivery_days: "4",
};

const teaVariable: CartProductInput = {
  product_id: 30,
  title: "Masala Tea",
  sku: "TEA-30",
  product_type: "Variable Product",
  originalPrice: 0,
  status: "Active",
  image: "/images/products/tea.svg",
  gallery: ["/images/products/tea.svg"],
  category: "Tea",
  delivery_days: 3,
  variation: [
    {
      sku: "TEA-30-250",
      price: 300,
      salePrice: 250,
      stock: 5,
      attributes: { Weight: "250 g" },
      imageUrl: "/images/products/tea-250.svg",
    },
    { sku: "TEA-30-500", price: 550, salePrice: 0, stock: 0, attributes: { Weight: "500 g" } },
  ],
};

const guestLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  ...buildCartLine(cone, { mainId: "demo-store", course: false }),
  ...overrides,
});

describe("normalizeQuantity (§5 minimum 1, typed values floored)", () => {
  test.each<{ given: NumberLike; want: number }>([
    { given: 1, want: 1 },
    { given: 3, want: 3 },
    { given: 2.9, want: 2 },
    { given: "4", want: 4 },
    { given: "4.7", want: 4 },
    { given: 0, want: 1 },
    { given: 0.5, want: 1 },
    { given: -3, want: 1 },
    { given: Number.NaN, want: 1 },
    { given: "abc", want: 1 },
    { given: "", want: 1 },
    { given: null, want: 1 },
    { given: undefined, want: 1 },
  ])("$given -> $want", ({ given, want }) => {
    expect(normalizeQuantity(given)).toBe(want);
  });
});

describe("buildCartLine", () => {
  test("simple product, guest", () => {
    expect(buildCartLine(cone, { mainId: "demo-store", course: false })).toEqual({
      product_id: 12,
      product_sku: "CONE-12",
      product_name: "Bridal Henna Cone",
      product_price: 150,
      product_saleprice: 120,
      product_stockstatus: 40,
      product_status: "Active",
      product_image: "/images/products/henna-cone-1.svg",
      product_gallery: ["/images/products/henna-cone-1.svg", "/images/products/henna-cone-2.svg"],
      description: "Natural henna",
      short_description: "Cone",
      category: "Cones",
      product_type: "Simple",
      variation_attributes: {},
      typeofsimple: "",
      user_id: null,
      user_name: "",
      delivery_days: 4,
      main_id: "demo-store",
      quantity: 1,
      course: false,
    } satisfies CartLine);
  });

  test("variation wins for sku, prices, stock and images; logged-in user; quantity; course", () => {
    const line = buildCartLine(teaVariable, {
      variation: {
        sku: "TEA-30-250",
        price: "300",
        salePrice: 250,
        stock: 5,
        attributes: '{"Weight":"250 g"}',
        imageUrl: "/images/products/tea-250.svg",
      },
      quantity: "2.6",
      user: { user_id: "7", full_name: "Asha Rao", name: "asha" },
      mainId: "demo-store",
      course: true,
    });
    expect(line).toMatchObject({
      product_id: 30,
      product_sku: "TEA-30-250",
      product_price: 300,
      product_saleprice: 250,
      product_stockstatus: 5,
      product_image: "/images/products/tea-250.svg",
      product_gallery: ["/images/products/tea-250.svg"],
      variation_attributes: { Weight: "250 g" },
      user_id: 7,
      user_name: "Asha Rao",
      quantity: 2,
      course: true,
    });
  });

  test.each<{ name: string; product: CartProductInput; want: Partial<CartLine> }>([
    {
      name: "bare product: defaults",
      product: { product_id: "5" },
      want: {
        product_id: 5,
        product_sku: "",
        product_name: "",
        product_price: 0,
        product_saleprice: 0,
        product_stockstatus: null,
        product_status: "Active",
        product_image: "",
        product_gallery: [],
        delivery_days: 0,
      },
    },
    {
      name: "blank status defaults to Active",
      product: { product_id: 1, status: "  " },
      want: { product_status: "Active" },
    },
    {
      name: "alias price fields",
      product: { product_id: 1, price: 99, salePrice: "79" },
      want: { product_price: 99, product_saleprice: 79 },
    },
    {
      name: "malformed gallery",
      product: { product_id: 1, gallery: "[oops" },
      want: { product_gallery: [] },
    },
  ])("$name", ({ product, want }) => {
    expect(buildCartLine(product, { mainId: "demo-store", course: false })).toMatchObject(want);
  });

  test("variation without sku or image falls back to the product's; user name falls back to name", () => {
    const line = buildCartLine(teaVariable, {
      variation: { price: 10, attributes: { Weight: "1 kg" } },
      user: { user_id: 3, name: "asha" },
      mainId: "demo-store",
      course: false,
    });
    expect(line).toMatchObject({
      product_sku: "TEA-30",
      product_image: "/images/products/tea.svg",
      product_gallery: ["/images/products/tea.svg"],
      product_stockstatus: null,
      user_name: "asha",
    });
    expect(buildCartLine(cone, { user: { user_id: 3 }, mainId: "m", course: false }).user_name).toBe("");
  });
});

describe("isSameCartItem", () => {
  const variationLine = (sku: string, id = 30): CartLine =>
    guestLine({ product_id: id, product_sku: sku, variation_attributes: { Weight: sku } });

  test.each<{ name: string; a: CartLine; b: CartLine; want: boolean }>([
    { name: "same sku", a: guestLine(), b: guestLine({ product_id: 99 }), want: true },
    {
      name: "same sku with spaces",
      a: guestLine({ product_sku: " CONE-12" }),
      b: guestLine({ product_id: 99 }),
      want: true,
    },
    {
      name: "same product id, other sku",
      a: guestLine(),
      b: guestLine({ product_sku: "OTHER" }),
      want: true,
    },
    {
      name: "same id, both without sku",
      a: guestLine({ product_sku: "" }),
      b: guestLine({ product_sku: "" }),
      want: true,
    },
    {
      name: "different id and sku",
      a: guestLine(),
      b: guestLine({ product_id: 13, product_sku: "CONE-13" }),
      want: false,
    },
    {
      name: "blank skus never match by sku",
      a: guestLine({ product_sku: "" }),
      b: guestLine({ product_id: 13, product_sku: "" }),
      want: false,
    },
    {
      name: "two variations of one product",
      a: variationLine("TEA-30-250"),
      b: variationLine("TEA-30-500"),
      want: false,
    },
    {
      name: "the same variation",
      a: variationLine("TEA-30-250"),
      b: variationLine("TEA-30-250"),
      want: true,
    },
    {
      name: "variation line vs simple line of the same id",
      a: variationLine("TEA-30-250"),
      b: guestLine({ product_id: 30, product_sku: "TEA-30" }),
      want: true,
    },
  ])("$name -> $want", ({ a, b, want }) => {
    expect(isSameCartItem(a, b)).toBe(want);
  });
});

describe("addToGuestCart", () => {
  test("adds a new line", () => {
    const cart: CartLine[] = [];
    const got = addToGuestCart(cart, guestLine());
    expect(got.added).toBe(true);
    expect(got.message).toBe("Added to cart");
    expect(got.cart).toHaveLength(1);
    expect(cart).toHaveLength(0);
  });

  test.each<{ name: string; line: CartLine }>([
    { name: "duplicate by sku", line: guestLine({ product_id: 777 }) },
    { name: "duplicate by product id", line: guestLine({ product_sku: "NEW-SKU" }) },
  ])("$name: nothing added, warning", ({ line }) => {
    const cart = [guestLine()];
    const got = addToGuestCart(cart, line);
    expect(got).toEqual({ cart, added: false, message: "Product already in cart" });
    expect(got.cart).not.toBe(cart);
  });
});

describe("setQuantity / removeBySku / cartCount", () => {
  const cart = [guestLine(), guestLine({ product_id: 13, product_sku: "CONE-13", quantity: 2 })];

  test.each<{ sku: string; given: NumberLike; want: number[] }>([
    { sku: "CONE-13", given: 5, want: [1, 5] },
    { sku: "CONE-13", given: "3.8", want: [1, 3] },
    { sku: "CONE-13", given: 0, want: [1, 1] },
    { sku: "CONE-13", given: Number.NaN, want: [1, 1] },
    { sku: "CONE-12", given: -1, want: [1, 2] },
    { sku: "UNKNOWN", given: 9, want: [1, 2] },
    { sku: "", given: 9, want: [1, 2] },
  ])("setQuantity($sku, $given)", ({ sku, given, want }) => {
    expect(setQuantity(cart, sku, given).map((line) => line.quantity)).toEqual(want);
    expect(cart.map((line) => line.quantity)).toEqual([1, 2]);
  });

  test.each<{ sku: string; want: string[] }>([
    { sku: "CONE-12", want: ["CONE-13"] },
    { sku: "UNKNOWN", want: ["CONE-12", "CONE-13"] },
    { sku: "", want: ["CONE-12", "CONE-13"] },
  ])("removeBySku($sku)", ({ sku, want }) => {
    expect(removeBySku(cart, sku).map((line) => line.product_sku)).toEqual(want);
    expect(cart).toHaveLength(2);
  });

  test.each<{ given: unknown[]; want: number; floating: boolean }>([
    { given: [], want: 0, floating: false },
    { given: cart, want: 2, floating: true },
  ])("cartCount = $want (lines, not units)", ({ given, want, floating }) => {
    expect(cartCount(given)).toBe(want);
    expect(showFloatingCart(cartCount(given))).toBe(floating);
  });
});

describe("refreshGuestLine (§4 App start)", () => {
  test("fetch failed: old line kept", () => {
    const line = guestLine();
    expect(refreshGuestLine(line, null)).toBe(line);
    expect(refreshGuestLine(line, undefined)).toBe(line);
  });

  test("simple line: name, prices, stock, status, image, gallery replaced; the rest kept", () => {
    const line = guestLine({ quantity: 3, user_name: "" });
    const got = refreshGuestLine(line, {
      product_id: 12,
      title: "Bridal Henna Cone (new)",
      originalPrice: "160",
      discountPrice: 0,
      stock: 0,
      status: "Inactive",
      image: "/images/products/henna-cone-3.svg",
      gallery: '["/images/products/henna-cone-3.svg"]',
    });
    expect(got).toEqual({
      ...line,
      product_name: "Bridal Henna Cone (new)",
      product_price: 160,
      product_saleprice: 0,
      product_stockstatus: 0,
      product_status: "Inactive",
      product_image: "/images/products/henna-cone-3.svg",
      product_gallery: ["/images/products/henna-cone-3.svg"],
    });
  });

  test("simple line: fields the server left out keep their old values", () => {
    const line = guestLine();
    const got = refreshGuestLine(line, { product_id: 12 });
    expect(got).toEqual(line);
    expect(refreshGuestLine(line, { product_id: 12, salePrice: null }).product_saleprice).toBe(0);
  });

  test("variation line: prices and stock from the variation with the same sku", () => {
    const line = buildCartLine(teaVariable, {
      variation: {
        sku: "TEA-30-250",
        price: 300,
        salePrice: 250,
        stock: 5,
        attributes: { Weight: "250 g" },
        imageUrl: "/images/products/tea-250.svg",
      },
      mainId: "demo-store",
      course: false,
    });
    const got = refreshGuestLine(line, {
      ...teaVariable,
      title: "Masala Chai",
      variation: JSON.stringify([
        { sku: "TEA-30-250", price: 320, salePrice: "260", stock: "2", attributes: { Weight: "250 g" } },
      ]),
    });
    expect(got).toEqual({
      ...line,
      product_name: "Masala Chai",
      product_price: 320,
      product_saleprice: 260,
      product_stockstatus: 2,
      product_image: "/images/products/tea-250.svg",
      product_gallery: ["/images/products/tea-250.svg"],
    });
  });

  test("variation line whose variation is gone: only name and status refreshed", () => {
    const line = buildCartLine(teaVariable, {
      variation: { sku: "TEA-30-500", price: 550, stock: 1, attributes: { Weight: "500 g" } },
      mainId: "demo-store",
      course: false,
    });
    const got = refreshGuestLine(line, {
      ...teaVariable,
      title: "Masala Chai",
      status: "Inactive",
      variation: [],
    });
    expect(got).toEqual({ ...line, product_name: "Masala Chai", product_status: "Inactive" });
  });
});

describe("parseCartLines (stored guest_cart, Order.cart_products)", () => {
  test("coerces loose stored lines", () => {
    const stored = JSON.stringify([
      {
        product_id: "12",
        product_sku: "CONE-12",
        product_name: "Cone",
        product_price: "150",
        product_saleprice: "",
        product_stockstatus: "40",
        product_status: "",
        product_image: "/images/a.svg",
        product_gallery: '["/images/a.svg"]',
        variation_attributes: '{"Size":"S"}',
        user_id: 7,
        user_name: "Asha",
        delivery_days: "4",
        main_id: "demo-store",
        quantity: "2",
        course: "true",
      },
      "junk",
      { product_id: 13, quantity: 0, course: 1, product_price: { bad: 1 }, product_name: 5 },
    ]);
    expect(parseCartLines(stored)).toEqual([
      {
        product_id: 12,
        product_sku: "CONE-12",
        product_name: "Cone",
        product_price: 150,
        product_saleprice: 0,
        product_stockstatus: 40,
        product_status: "Active",
        product_image: "/images/a.svg",
        product_gallery: ["/images/a.svg"],
        description: "",
        short_description: "",
        category: "",
        product_type: "",
        variation_attributes: { Size: "S" },
        typeofsimple: "",
        user_id: 7,
        user_name: "Asha",
        delivery_days: 4,
        main_id: "demo-store",
        quantity: 2,
        course: true,
      },
      {
        product_id: 13,
        product_sku: "",
        product_name: "5",
        product_price: 0,
        product_saleprice: 0,
        product_stockstatus: null,
        product_status: "Active",
        product_image: "",
        product_gallery: [],
        description: "",
        short_description: "",
        category: "",
        product_type: "",
        variation_attributes: {},
        typeofsimple: "",
        user_id: null,
        user_name: "",
        delivery_days: 0,
        main_id: "",
        quantity: 1,
        course: false,
      },
    ]);
  });

  test.each<{ given: unknown; want: number | null }>([
    { given: "outofstock", want: 0 },
    { given: " OutOfStock ", want: 0 },
    { given: "instock", want: null },
    { given: 3, want: 3 },
    { given: "0", want: 0 },
    { given: null, want: null },
  ])("stock status $given -> $want (server cart words or a count)", ({ given, want }) => {
    expect(parseCartLines([{ product_stockstatus: given }])[0]?.product_stockstatus).toBe(want);
  });

  test("a built line survives a storage round trip unchanged", () => {
    const line = buildCartLine(cone, {
      user: { user_id: 7, full_name: "Asha" },
      quantity: 2,
      mainId: "demo-store",
      course: true,
    });
    expect(parseCartLines(JSON.stringify([line]))).toEqual([line]);
  });

  test.each<{ given: unknown }>([{ given: null }, { given: "{bad" }, { given: {} }])(
    "unusable $given -> []",
    ({ given }) => {
      expect(parseCartLines(given)).toEqual([]);
    },
  );
});
