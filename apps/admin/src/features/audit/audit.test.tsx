import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, OWNER, renderAdmin } from "../../test-support/admin-harness";

describe("the audit log", () => {
  it("finds an Aadhaar reveal by choosing Admissions under What", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/audit", {
      answers: {
        "GET /admin/staff": json({ data: [OWNER] }),
        "GET /admin/audit": json({ data: [], page: 1, limit: 20, total: 0 }),
      },
    });
    const what = await screen.findByLabelText("What");
    expect(within(what).getByRole("option", { name: "Admissions" })).toHaveValue("admission");
    await user.selectOptions(what, "Admissions");
    await waitFor(() => expect(callsTo("GET", "/admin/audit").at(-1)?.query.get("entity")).toBe("admission"));
    expect(await screen.findByText("No entries match these filters.")).toBeInTheDocument();
  });
});
