// One customer: contact details, orders, addresses and admissions, and (owners) blocking: the block
// signs them out everywhere at once and their sign-in then says the account is blocked.
import type { components } from "@henna/api";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { isOwner, useStaffSession } from "../../session/staff-session";
import { bindField } from "../../ui/form/bind-field";
import { FormActions } from "../../ui/form/form-actions";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import { dateOnly, dateTime, money, statusTone } from "../../ui/format";
import { PlainTable } from "../../ui/plain-table";
import recordPage from "../../ui/record-page.module.css";
import { EmptyState, ErrorState, Skeleton } from "../../ui/states";
import styles from "./customers.module.css";

type Customer = components["schemas"]["AdminCustomer"];
type Row = components["schemas"]["AdminCustomerRow"];

const blockSchema = object({
  reason: string().trim().max(500, "Please keep the reason under 500 characters.").default(""),
});

function BlockForm({
  customer,
  onDone,
  onCancel,
}: {
  customer: Customer;
  onDone: (row: Row) => void;
  onCancel: () => void;
}) {
  const client = useAdminClient();
  const form = useYupForm<{ reason: string }>(blockSchema, { reason: "" });
  const { register, handleSubmit, formState, setError } = form;
  const field = bindField(register, formState.errors);
  const { busy, failure, save } = useSave({ setError, fields: ["reason"] });
  const onSubmit = handleSubmit(async ({ reason }) => {
    const result = await save(() =>
      client.POST("/admin/customers/{userId}/block", {
        params: { path: { userId: customer.user_id } },
        body: { reason: reason.trim() },
      }),
    );
    if (result.error) return;
    toast.success(result.data.message);
    onDone(result.data.data);
  });
  return (
    <form className={styles.blockForm} onSubmit={onSubmit} noValidate>
      <p>
        {customer.full_name || customer.email} will be signed out everywhere at once, and signing in will say
        the account is blocked until you unblock it.
      </p>
      <TextAreaField label="Reason (kept in the audit log)" rows={2} maxLength={500} {...field("reason")} />
      <FormFailure failure={failure} />
      <FormActions
        tone="danger"
        busy={busy}
        saveLabel="Block customer"
        busyLabel="Blocking…"
        onCancel={onCancel}
        cancelLabel="Keep it"
      />
    </form>
  );
}

function Orders({ orders }: { orders: Customer["orders"] }) {
  if (orders.length === 0) return <EmptyState title="No orders yet." />;
  return (
    <PlainTable
      label="The customer's orders"
      caption
      columns={["Order", "Placed", "Payment", "Status", { label: "Total", num: true }]}
    >
      {orders.map((order) => (
        <tr key={order.order_id}>
          <td>
            {order.kind === "product" ? (
              <Link to={`/orders/${order.order_id}`}>{order.order_id}</Link>
            ) : (
              order.order_id
            )}
            {order.kind === "course" && <span className="muted"> · course fee</span>}
          </td>
          <td>{dateTime(order.createdAt)}</td>
          <td>
            <span className="pill" data-tone={statusTone(order.status)}>
              {order.status}
            </span>
          </td>
          <td>
            <span className="pill" data-tone={statusTone(order.orderStatus)}>
              {order.orderStatus}
            </span>
          </td>
          <td className="num">{money(order.totalAmountbeforePay)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}

function CustomerView({ customer, onChanged }: { customer: Customer; onChanged: (row: Row) => void }) {
  const client = useAdminClient();
  const { staff } = useStaffSession();
  const owner = isOwner(staff);
  const [blocking, setBlocking] = useState(false);
  const { busy, save } = useSave();

  const unblock = async () => {
    const result = await save(
      () =>
        client.DELETE("/admin/customers/{userId}/block", { params: { path: { userId: customer.user_id } } }),
      { show: "toast" },
    );
    if (result.error) return;
    toast.success(result.data.message);
    onChanged(result.data.data);
  };

  return (
    <>
      <header className={recordPage.head}>
        <div>
          <p className={recordPage.crumb}>
            <Link to="/customers">Customers</Link> /
          </p>
          <h1>{customer.full_name || customer.email}</h1>
          <p className="muted">
            {customer.email}
            {customer.mobile && ` · ${customer.mobile}`} · joined {dateOnly(customer.createdAt)}
          </p>
        </div>
        <div>
          {customer.blocked ? (
            <span className="pill" data-tone="bad">
              Blocked {dateOnly(customer.blockedAt)}
            </span>
          ) : (
            <span className="pill" data-tone="good">
              Active
            </span>
          )}{" "}
          {owner &&
            (customer.blocked ? (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={busy}
                onClick={() => void unblock()}
              >
                {busy ? "Unblocking…" : "Unblock"}
              </button>
            ) : (
              <button type="button" className="btn btn-danger btn-small" onClick={() => setBlocking(true)}>
                Block
              </button>
            ))}
        </div>
      </header>
      <div className={styles.grid}>
        <div className={recordPage.column}>
          <section className="admin-panel" aria-labelledby="orders-title">
            <h2 id="orders-title" className={recordPage.panelTitle}>
              Orders ({customer.orders_count})
            </h2>
            <Orders orders={customer.orders} />
          </section>
        </div>
        <div className={recordPage.column}>
          <section className="admin-panel" aria-labelledby="addresses-title">
            <h2 id="addresses-title" className={recordPage.panelTitle}>
              Addresses
            </h2>
            {customer.addresses.length === 0 ? (
              <p className="muted">No saved address.</p>
            ) : (
              <ul className={styles.list}>
                {customer.addresses.map((address) => (
                  <li key={address.id}>
                    <strong>{address.location_user}</strong>
                    <address>
                      {[address.new_address, address.area, address.city, address.pincode]
                        .filter(Boolean)
                        .join(", ")}
                    </address>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="admin-panel" aria-labelledby="admissions-title">
            <h2 id="admissions-title" className={recordPage.panelTitle}>
              Admissions
            </h2>
            {customer.admissions.length === 0 ? (
              <p className="muted">No admission.</p>
            ) : (
              <ul className={styles.list}>
                {customer.admissions.map((admission) => (
                  <li key={admission.id}>
                    <Link to={`/admissions/${admission.id}`}>{admission.name}</Link>{" "}
                    <span className="muted">
                      · {admission.center} · {dateOnly(admission.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      {owner && (
        <Modal open={blocking} title="Block this customer?" onClose={() => setBlocking(false)} size="sm">
          <BlockForm
            customer={customer}
            onCancel={() => setBlocking(false)}
            onDone={(row) => {
              setBlocking(false);
              onChanged(row);
            }}
          />
        </Modal>
      )}
    </>
  );
}

export default function CustomerPage() {
  const client = useAdminClient();
  const userId = Number(useParams().userId);
  const { state, reload, setData } = useApi(
    () => client.GET("/admin/customers/{userId}", { params: { path: { userId } } }),
    [client, userId],
  );
  if (state.status === "error") return <ErrorState failure={state.error} onRetry={reload} />;
  if (!state.data) return <Skeleton lines={8} label="Loading the customer" />;
  const customer = state.data.data;
  return <CustomerView customer={customer} onChanged={(row) => setData({ data: { ...customer, ...row } })} />;
}
