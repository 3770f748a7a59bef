import { afterEach, describe, expect, it, vi } from "vitest";
import { RAZORPAY_SCRIPT_URL } from "./razorpay-checkout";

/** A fresh copy of the module: its one shared load starts empty in every test. */
async function freshModule() {
  vi.resetModules();
  return import("./razorpay-checkout");
}

type Options = {
  key: string;
  order_id: string;
  amount: number;
  handler: (r: unknown) => void;
  modal?: { ondismiss?: () => void };
};

const opened: Options[] = [];
// A document that only records inserted scripts: the test plays the browser's load and error events.
let inserted: HTMLScriptElement[] = [];
function recordingDocument(): Document {
  inserted = [];
  const fake = {
    createElement: () => {
      const script = { src: "", async: false, onload: null, onerror: null } as unknown as HTMLScriptElement;
      script.remove = () => {
        inserted = inserted.filter((s) => s !== script);
      };
      return script;
    },
    head: { append: (script: HTMLScriptElement) => inserted.push(script) },
  };
  return fake as unknown as Document;
}
let doc = recordingDocument();

class FakeRazorpay {
  constructor(private readonly options: Options) {}
  open() {
    opened.push(this.options);
  }
}

function scripts(): HTMLScriptElement[] {
  return inserted.filter((script) => script.src === RAZORPAY_SCRIPT_URL);
}

afterEach(() => {
  delete (globalThis as { Razorpay?: unknown }).Razorpay;
  doc = recordingDocument();
  opened.length = 0;
});

describe("loadRazorpay", () => {
  it("inserts checkout.js once, only when asked, and answers its constructor", async () => {
    const { loadRazorpay } = await freshModule();
    expect(scripts()).toHaveLength(0);
    const first = loadRazorpay(doc);
    const second = loadRazorpay(doc);
    expect(scripts()).toHaveLength(1);
    (globalThis as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
    scripts()[0]?.onload?.(new Event("load"));
    expect(await first).toBe(FakeRazorpay);
    expect(await second).toBe(FakeRazorpay);
  });

  it("can be tried again after the script failed to load", async () => {
    const { loadRazorpay } = await freshModule();
    const failed = loadRazorpay(doc);
    scripts()[0]?.onerror?.(new Event("error"));
    await expect(failed).rejects.toThrow("could not be loaded");
    expect(scripts()).toHaveLength(0);
    const again = loadRazorpay(doc);
    expect(scripts()).toHaveLength(1);
    (globalThis as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
    scripts()[0]?.onload?.(new Event("load"));
    expect(await again).toBe(FakeRazorpay);
  });
});

describe("payWithRazorpay", () => {
  const payment = {
    keyId: "rzp_test_key",
    order: { id: "order_ABC", amount: 74000, currency: "INR" as const },
    companyName: "Mehendi & Chai",
    companyColor: "#6B2E12",
    prefill: { name: "Asha", email: "asha@example.com", contact: "9820012345" },
  };

  it.each([
    ["the success handler's payload", "paid"],
    ["a dismissal", "dismissed"],
  ])("answers %s", async (_, kind) => {
    const { payWithRazorpay } = await freshModule();
    (globalThis as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
    const outcome = payWithRazorpay(payment);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const options = opened[0] as Options;
    expect(options).toMatchObject({ key: "rzp_test_key", order_id: "order_ABC", amount: 74000 });
    const result = { razorpay_order_id: "order_ABC", razorpay_payment_id: "pay_1", razorpay_signature: "s" };
    if (kind === "paid") options.handler(result);
    else options.modal?.ondismiss?.();
    expect(await outcome).toEqual(kind === "paid" ? { kind: "paid", result } : { kind: "dismissed" });
  });
});
