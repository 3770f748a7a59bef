// Razorpay's Standard Checkout, loaded only when a shopper pays with Razorpay configured: the script is
// inserted on first use (never on first render), with the public key id the server gave. The
// Content-Security-Policy the server writes allows this one script origin and its frames.
import type { GatewayOrder, GatewayResult } from "./payment-calls";

export const RAZORPAY_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  order_id: string;
  handler: (response: GatewayResult) => void;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  modal?: { ondismiss?: () => void };
}

interface RazorpayInstance {
  open(): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

function loadedConstructor(): RazorpayConstructor | undefined {
  return (globalThis as { Razorpay?: RazorpayConstructor }).Razorpay;
}

/** Inserts checkout.js once; later calls share the same load. A failed load can be tried again. */
export function loadRazorpay(doc: Document = document): Promise<RazorpayConstructor> {
  const ready = loadedConstructor();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const Razorpay = loadedConstructor();
      if (Razorpay) resolve(Razorpay);
      else reject(new Error("Razorpay checkout did not load"));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error("Razorpay checkout could not be loaded"));
    };
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface RazorpayPayment {
  keyId: string;
  order: GatewayOrder;
  companyName: string;
  companyColor: string;
  prefill: { name: string; email: string; contact: string };
}

export type WidgetOutcome = { kind: "paid"; result: GatewayResult } | { kind: "dismissed" };

/** Opens Razorpay's widget; resolves with its success-handler payload, or "dismissed" when closed. */
export async function payWithRazorpay(payment: RazorpayPayment): Promise<WidgetOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<WidgetOutcome>((resolve) => {
    const widget = new Razorpay({
      key: payment.keyId,
      amount: payment.order.amount,
      currency: payment.order.currency,
      name: payment.companyName,
      order_id: payment.order.id,
      handler: (response) => resolve({ kind: "paid", result: response }),
      prefill: payment.prefill,
      theme: { color: payment.companyColor },
      modal: { ondismiss: () => resolve({ kind: "dismissed" }) },
    });
    widget.open();
  });
}
