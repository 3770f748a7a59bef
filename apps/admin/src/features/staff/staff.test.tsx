import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, OWNER, renderAdmin, STAFF } from "../../test-support/admin-harness";

describe("staff management (owner)", () => {
  it("invites a member and shows the set-password link to pass on", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/staff", {
      answers: {
        "GET /admin/staff": json({ data: [OWNER, STAFF] }),
        "POST /admin/staff": json(
          {
            data: { ...STAFF, id: 3, email: "new@example.com", hasPassword: false },
            setPasswordUrl: "/admin/set-password?token=tok-9",
          },
          201,
        ),
      },
    });
    const form = (await screen.findByRole("heading", { name: "Invite a member" }))
      .parentElement as HTMLElement;
    await user.type(within(form).getByLabelText("E-mail"), "new@example.com");
    await user.selectOptions(within(form).getByLabelText("Role"), "staff");
    await user.click(within(form).getByRole("button", { name: "Invite" }));
    await waitFor(() => expect(callsTo("POST", "/admin/staff")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/staff")[0]?.body ?? "{}")).toEqual({
      email: "new@example.com",
      role: "staff",
    });
    expect(await screen.findByLabelText("Set-password link")).toHaveValue(
      "http://localhost:3000/admin/set-password?token=tok-9",
    );
  });

  it("removes a member only after the dialog is confirmed, and never the owner themself", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/staff", {
      answers: {
        "GET /admin/staff": json({ data: [OWNER, STAFF] }),
        "DELETE /admin/staff/2": json({ success: true, message: "Removed" }),
      },
    });
    expect(await screen.findByRole("cell", { name: STAFF.email })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Remove ${OWNER.email}` })).toBeNull();
    await user.click(screen.getByRole("button", { name: `Remove ${STAFF.email}` }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this member?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(callsTo("DELETE", "/admin/staff/2")).toHaveLength(1));
  });
});

describe("the audit log (owner)", () => {
  it("lists entries with their changes and filters by member and entity in the address", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/audit", {
      answers: {
        "GET /admin/staff": json({ data: [OWNER, STAFF] }),
        "GET /admin/audit": json({
          data: [
            {
              id: 1,
              createdAt: "2026-11-25T10:00:00.000Z",
              staff_id: 2,
              actor: STAFF.email,
              action: "product.update",
              entity: "product",
              entity_id: "41",
              before: { originalPrice: 1499, title: "Kit" },
              after: { originalPrice: 1299, title: "Kit" },
            },
          ],
          page: 1,
          limit: 50,
          total: 1,
        }),
      },
    });
    expect(await screen.findByText("product.update")).toBeInTheDocument();
    await user.click(screen.getByText("1 change"));
    expect(screen.getByText("originalPrice")).toBeInTheDocument();
    expect(screen.getByText("1499")).toBeInTheDocument();
    expect(screen.getByText("1299")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Member"), String(STAFF.id));
    await waitFor(() => expect(callsTo("GET", "/admin/audit").at(-1)?.query.get("staff_id")).toBe("2"));
    await user.selectOptions(screen.getByLabelText("What"), "product");
    await waitFor(() => expect(callsTo("GET", "/admin/audit").at(-1)?.query.get("entity")).toBe("product"));
  });
});
