// The back office's refund request, checked beyond what the contract's schema says, and turned into
// the domain's RefundRequest.

import type { components } from "@henna/api";
import type { RefundRequest } from "@henna/domain/refunds";
import { type FieldError, invalid } from "../../../http/api-error.js";

type Body = components["schemas"]["RefundRequest"];

export interface CheckedRefund {
  request: RefundRequest;
  reason: string;
  manual?: { channel: "upi" | "bank_transfer"; reference: string };
}

export function checkRefundBody(body: Body): CheckedRefund {
  const errors: FieldError[] = [];
  const reason = body.reason.trim();
  if (!reason) errors.push({ field: "reason", message: "Please give a reason for the refund." });
  const byLines = (body.lines?.length ?? 0) > 0 || body.delivery === true;
  if (body.amount !== undefined && byLines) {
    errors.push({
      field: "amount",
      message: "Refund either lines and the delivery fee, or an amount, not both.",
    });
  }
  if (body.amount === undefined && !byLines) {
    errors.push({ field: "lines", message: "Choose the lines, the delivery fee or an amount to refund." });
  }
  const reference = body.manual_reference?.trim() ?? "";
  if (body.method === "manual") {
    if (!body.manual_channel)
      errors.push({
        field: "manual_channel",
        message: "Say how the money was paid back: UPI or bank transfer.",
      });
    if (!reference)
      errors.push({ field: "manual_reference", message: "Enter the UPI or bank transfer's reference." });
  }
  if (errors.length > 0) throw invalid(errors);
  const request: RefundRequest =
    body.amount !== undefined
      ? { kind: "amount", method: body.method, amount: body.amount }
      : {
          kind: "lines",
          method: body.method,
          lines: (body.lines ?? []).map((line) => ({ lineId: line.item_id, quantity: line.quantity })),
          delivery: body.delivery === true,
        };
  return {
    request,
    reason,
    ...(body.method === "manual" && body.manual_channel
      ? { manual: { channel: body.manual_channel, reference } }
      : {}),
  };
}
