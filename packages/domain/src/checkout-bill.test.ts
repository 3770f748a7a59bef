import { describe, expect, it } from "vitest";
import { checkoutBill } from "./checkout-bill";

const OFFICE = { latitude: 19.1867, longitude: 72.8521 };
const NEAR = { latitude: 19.1872, longitude: 72.8485 }; // under 1 km: billed as 1 km
const BANDS = {
  deliveryPriceBands: [
    { min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: "Active" },
    { min_kilometer: 5, max_kilometer: 15, delivery_price: 80, status: "Active" },
  ],
  freeDeliveryBands: [{ min_kilometer: 0, max_kilometer: 15, freedelivery_price: 999 }],
};
const line = (price: number, sale: number, quantity = 1) => ({
  product_price: price,
  product_saleprice: sale,
  quantity,
});

describe("checkoutBill", () => {
  it.each([
    {
      name: "pay now, no coupon, delivery band",
      lines: [line(300, 250, 2)],
      coupon: null,
      mode: "Pay now" as const,
      want: {
        subtotal: 500,
        discount: 0,
        deliveryCharge: 40,
        tax: 0,
        fee: 0,
        total: 540,
        payNow: 540,
        payLater: 0,
      },
    },
    {
      name: "a 10% coupon, still below the free-delivery threshold",
      lines: [line(600, 0)],
      coupon: { percentage_offer: 10, price_offer: null, min_amount: 0 },
      mode: "Pay now" as const,
      want: { subtotal: 600, discount: 60, deliveryCharge: 40, total: 580, payNow: 580 },
    },
    {
      name: "free delivery once the total after the coupon reaches 999",
      lines: [line(1200, 1100)],
      coupon: { percentage_offer: null, price_offer: 100, min_amount: 499 },
      mode: "Pay now" as const,
      want: { subtotal: 1100, discount: 100, deliveryCharge: 0, total: 1000 },
    },
    {
      name: "a coupon below its minimum is not applied",
      lines: [line(300, 0)],
      coupon: { percentage_offer: null, price_offer: 100, min_amount: 499 },
      mode: "Pay now" as const,
      want: { subtotal: 300, discount: 0, couponApplies: false, total: 340 },
    },
    {
      name: "pay on delivery with a 20% advance",
      lines: [line(500, 0)],
      coupon: null,
      mode: "Pay on delivery" as const,
      want: { total: 540, payNow: 108, payLater: 432, advancePercentage: 20 },
    },
  ])("$name", ({ lines, coupon, mode, want }) => {
    const bill = checkoutBill({
      lines,
      coupon,
      delivery: { office: OFFICE, address: NEAR, ...BANDS },
      mode,
      advancePercentage: 20,
    });
    expect(bill).toMatchObject(want);
  });

  it("has no delivery for a course and no advance without a percentage", () => {
    const bill = checkoutBill({
      lines: [line(4999, 3999)],
      coupon: null,
      delivery: null,
      mode: "Pay on delivery",
      advancePercentage: 0,
    });
    expect(bill).toMatchObject({ deliveryCharge: 0, delivery: null, total: 3999, payNow: 0, payLater: 3999 });
  });

  it("charges nothing for delivery when the address has no coordinates (§9)", () => {
    const bill = checkoutBill({
      lines: [line(100, 0)],
      coupon: null,
      delivery: { office: OFFICE, address: { latitude: null, longitude: null }, ...BANDS },
      mode: "Pay now",
      advancePercentage: 20,
    });
    expect(bill.delivery?.reason).toBe("no-coordinates");
    expect(bill.total).toBe(100);
  });
});
