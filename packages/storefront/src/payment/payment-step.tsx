// Pays a placed order's online share (spec §4, design §2), lazily loaded by the checkout page only when
// there is something to pay: reads the gateway from GET /pay-razorpay/{storeId}, opens the sandbox
// dialog or Razorpay's widget, and verifies what the gateway handed back. The page is told how it
// ended: paid (verified), failed (verification refused: the failure page), dismissed (the order stays
// pending and the cart intact; Place order can be tried again) or an error before anything was paid.
import { useEffect, useRef, useState } from "react";
import type { PlacedOrder } from "../checkout/place-order";
import { msg } from "../i18n/i18n";
import {
  type GatewayResult,
  type PaymentSettings,
  readPaymentSettings,
  sandboxPay,
  verifyPayment,
} from "./payment-calls";
import { payWithRazorpay } from "./razorpay-checkout";
import { SandboxCheckout } from "./sandbox-checkout";
import { useServicesCall } from "./with-services";

export type PaymentDone =
  | { kind: "paid"; orderId: string; receiptId: string }
  | { kind: "failed"; orderId: string; receiptId: string }
  | { kind: "dismissed" }
  | { kind: "error"; message: string };

export const PAYMENT_NOT_STARTED = msg("The payment could not be started. Please try again.");

export interface PaymentStepProps {
  placed: PlacedOrder;
  payer: { name: string; email: string; mobile: string };
  onDone: (done: PaymentDone) => void;
}

export default function PaymentStep({ placed, payer, onDone }: PaymentStepProps) {
  const call = useServicesCall();
  const [settings, setSettings] = useState<PaymentSettings | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const finished = useRef(false);
  const widgetOpened = useRef(false);
  const gatewayOrder = placed.gatewayOrder;

  const finish = (done: PaymentDone) => {
    if (finished.current) return;
    finished.current = true;
    onDone(done);
  };

  async function verify(result: GatewayResult | null) {
    if (!result) {
      finish({ kind: "error", message: PAYMENT_NOT_STARTED });
      return;
    }
    setBusy(true);
    const verified = await call((services) =>
      verifyPayment(services, placed.kind, result, settings?.key_id ?? placed.keyId, placed.receiptId),
    );
    finish(
      verified.ok
        ? { kind: "paid", orderId: verified.orderId, receiptId: verified.receiptId }
        : { kind: "failed", orderId: placed.orderId, receiptId: placed.receiptId },
    );
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void call(readPaymentSettings).then(setSettings);
  }, [call]);

  const gateway = settings === undefined ? undefined : (settings?.gateway ?? placed.gateway ?? "sandbox");
  const keyId = settings?.key_id || placed.keyId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens the widget once, when the gateway is known
  useEffect(() => {
    if (gateway !== "razorpay" || !gatewayOrder || widgetOpened.current) return;
    widgetOpened.current = true;
    if (!keyId) {
      finish({ kind: "error", message: PAYMENT_NOT_STARTED });
      return;
    }
    payWithRazorpay({
      keyId,
      order: gatewayOrder,
      companyName: settings?.company_name ?? "",
      companyColor: settings?.company_color ?? "",
      prefill: { name: payer.name, email: payer.email, contact: payer.mobile },
    }).then(
      (outcome) => (outcome.kind === "dismissed" ? finish(outcome) : void verify(outcome.result)),
      (error: unknown) => {
        console.error(error);
        finish({ kind: "error", message: PAYMENT_NOT_STARTED });
      },
    );
  }, [gateway]);

  if (!gatewayOrder || gateway !== "sandbox") return null;
  return (
    <SandboxCheckout
      order={gatewayOrder}
      companyName={settings?.company_name ?? ""}
      busy={busy}
      onPay={(outcome) => {
        setBusy(true);
        void call((services) => sandboxPay(services, gatewayOrder.id, outcome)).then(verify);
      }}
      onClose={() => finish({ kind: "dismissed" })}
    />
  );
}
