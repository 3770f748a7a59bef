import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderAdmin } from "../../test-support/admin-harness";
import type { InboxItem } from "./inbox-labels";

const ENQUIRY: InboxItem = {
  kind: "enquiry",
  id: 4,
  name: "Meera Iyer",
  email: "meera@example.com",
  mobile: "9822200000",
  message: "Weekend batch?",
  status: "new",
  note: "",
  createdAt: "2026-11-24T10:00:00.000Z",
  details: [{ label: "Parent's name", value: "Lakshmi Iyer" }],
};
const NO_MAIL: InboxItem = { ...ENQUIRY, id: 5, name: "No Mail", email: "", mobile: "9833300000" };
const page = (data: InboxItem[]) => json({ data, page: 1, limit: 25, total: data.length });

describe("the inbox", () => {
  it("lists every kind with its status and filters by kind in the request", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/inbox", { answers: { "GET /admin/inbox": page([ENQUIRY, NO_MAIL]) } });
    expect(await screen.findByRole("cell", { name: /Meera Iyer/ })).toBeInTheDocument();
    expect(screen.getAllByRole("cell", { name: "Academy enquiry" })).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText("Kind"), "quote");
    await waitFor(() => expect(callsTo("GET", "/admin/inbox").at(-1)?.query.get("kind")).toBe("quote"));
  });

  it("opens an item, saves its status and note, and replies by e-mail", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/inbox", {
      answers: {
        "GET /admin/inbox": page([ENQUIRY]),
        "PATCH /admin/inbox/enquiry/4": json({ data: { ...ENQUIRY, status: "closed", note: "Called back" } }),
        "POST /admin/inbox/enquiry/4/reply": json({
          data: { ...ENQUIRY, status: "contacted" },
          message: "Reply sent.",
        }),
      },
    });
    await user.click(await screen.findByRole("cell", { name: /Meera Iyer/ }));
    const dialog = await screen.findByRole("dialog", { name: "Academy enquiry from Meera Iyer" });
    expect(within(dialog).getByText("Lakshmi Iyer")).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText("Status"), "closed");
    await user.type(within(dialog).getByLabelText(/Note/), "Called back");
    await user.click(within(dialog).getByRole("button", { name: "Save status" }));
    await waitFor(() => expect(callsTo("PATCH", "/admin/inbox/enquiry/4")).toHaveLength(1));
    expect(JSON.parse(callsTo("PATCH", "/admin/inbox/enquiry/4")[0]?.body ?? "{}")).toEqual({
      status: "closed",
      note: "Called back",
    });
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    expect(await within(dialog).findByText("Please write the reply.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Message/), "Our next batch starts on 6 December.");
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(callsTo("POST", "/admin/inbox/enquiry/4/reply")).toHaveLength(1));
    expect(JSON.parse(callsTo("POST", "/admin/inbox/enquiry/4/reply")[0]?.body ?? "{}")).toEqual({
      subject: "Re: your academy enquiry",
      message: "Our next batch starts on 6 December.",
    });
  });

  it("offers no e-mail reply when the sender gave no address", async () => {
    const user = userEvent.setup();
    renderAdmin("/inbox", { answers: { "GET /admin/inbox": page([NO_MAIL]) } });
    await user.click(await screen.findByRole("cell", { name: /No Mail/ }));
    const dialog = await screen.findByRole("dialog", { name: "Academy enquiry from No Mail" });
    expect(
      within(dialog).getByText(/No e-mail address was given: call 9833300000 instead./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Send reply" })).toBeNull();
  });
});
