// POST /api/dev/sandbox/pay: the sandbox's stand-in for Razorpay's checkout widget (design §2). It
// exists only while PAYMENT_GATEWAY=sandbox (and never in production, where the binder leaves it out).
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { orders } from "../../db/schema.js";
import { notFound } from "../../http/api-error.js";
import type { PaymentGateway } from "../../services/payments/gateway.js";
import type { SandboxGateway } from "../../services/payments/sandbox.js";

function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === "sandbox" && "pay" in gateway;
}

const orderWithGatewayOrder = preparedQuery<{ mainId: string; gatewayOrderId: string }, { id: number }[]>(
  "sandbox_order",
  (db) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.main_id, sql.placeholder("mainId")),
          eq(orders.gateway_order_id, sql.placeholder("gatewayOrderId")),
        ),
      ),
);

export async function sandboxPay(
  ctx: AppContext,
  mainId: string,
  body: { order_id: string; outcome: "success" | "failure" },
) {
  const gateway = ctx.payments;
  if (!isSandbox(gateway)) throw notFound("The payment sandbox is off.");
  const [order] = await orderWithGatewayOrder(ctx.db, { mainId, gatewayOrderId: body.order_id });
  if (!order) throw notFound("Unknown sandbox order");
  return gateway.pay(body.order_id, body.outcome);
}
