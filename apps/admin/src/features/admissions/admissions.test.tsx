import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAdmin, STAFF } from "../../test-support/admin-harness";

const ADMISSION = {
  id: 7,
  name: "Riya Kapoor",
  fatherName: "Anil Kapoor",
  motherName: "Sunita Kapoor",
  dob: "2008-05-14",
  aadharMasked: "XXXX XXXX 1098",
  gender: "Female",
  school: "St. Mary's",
  address: "12 Hill Road, Malad East",
  pincode: "400097",
  mobile: "9876501234",
  email: "riya@example.com",
  center: "Malad (E)",
  createdAt: "2026-11-20T10:00:00.000Z",
  user_id: 3,
  user_name: "Riya Kapoor",
  user_email: "riya@example.com",
  payments: [
    {
      order_id: "ORD-COURSE-1",
      admission_id: 7,
      student: "Riya Kapoor",
      course: "Basic Mehendi Course",
      amount: 5199,
      status: "Success",
      razorpay_payment_id: "pay_abc123",
      paid_at: "2026-11-20T11:00:00.000Z",
      createdAt: "2026-11-20T10:30:00.000Z",
    },
  ],
};

describe("admissions", () => {
  it("lists admissions server-paged with search and the center and fee filters in the request", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/admissions", {
      answers: {
        "GET /admin/admissions": json({
          data: [
            {
              id: 7,
              name: "Riya Kapoor",
              mobile: "9876501234",
              email: "riya@example.com",
              center: "Malad (E)",
              createdAt: "2026-11-20T10:00:00.000Z",
              user_id: 3,
              paid: true,
              amountPaid: 5199,
            },
          ],
          page: 1,
          limit: 25,
          total: 1,
          centers: ["Malad (E)", "Andheri", "Kothrud"],
        }),
      },
    });
    expect(await screen.findByRole("link", { name: "Riya Kapoor" })).toHaveAttribute("href", "/admissions/7");
    const centerChoices = () =>
      [...(screen.getByLabelText("Center") as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    await waitFor(() => expect(centerChoices()).toEqual(["Malad (E)", "Andheri", "Kothrud"]));
    expect(screen.getByText(/Paid ₹5,199/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Fee"), "unpaid");
    await user.selectOptions(screen.getByLabelText("Center"), "Andheri");
    await waitFor(() => {
      const last = callsTo("GET", "/admin/admissions").at(-1);
      expect(last?.query.get("paid")).toBe("unpaid");
      expect(last?.query.get("center")).toBe("Andheri");
    });
  });

  it("shows the Aadhaar number masked; the owner reveals it with a reason and the dialog forgets it when closed", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/admissions/7", {
      answers: {
        "GET /admin/admissions/7": json({ data: ADMISSION }),
        "POST /admin/admissions/7/aadhaar": json({ aadhar: "987654321098" }),
      },
    });
    expect(await screen.findByText("XXXX XXXX 1098")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "pay_abc123" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reveal" }));
    let dialog = await screen.findByRole("dialog", { name: "Reveal the Aadhaar number" });
    await user.type(within(dialog).getByLabelText(/Reason/), "short");
    await user.click(within(dialog).getByRole("button", { name: "Reveal" }));
    expect(await within(dialog).findByText(/at least 10 characters/)).toBeInTheDocument();
    expect(callsTo("POST", "/admin/admissions/7/aadhaar")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), " of the certificate name");
    await user.click(within(dialog).getByRole("button", { name: "Reveal" }));
    expect(await within(dialog).findByLabelText("Aadhaar number")).toHaveTextContent("9876 5432 1098");
    expect(JSON.parse(callsTo("POST", "/admin/admissions/7/aadhaar")[0]?.body ?? "{}")).toEqual({
      reason: "short of the certificate name",
    });
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(document.body.textContent).not.toContain("9876 5432 1098"));
    // Opened again, it asks for a reason again rather than showing the number kept from before.
    await user.click(screen.getByRole("button", { name: "Reveal" }));
    dialog = await screen.findByRole("dialog", { name: "Reveal the Aadhaar number" });
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue("");
    expect(document.body.textContent).not.toContain("987654321098");
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    renderAdmin("/admissions/7", {
      answers: {
        "GET /admin/admissions/7": json({ data: ADMISSION }),
        "POST /admin/admissions/7/aadhaar": apiError(403, "FORBIDDEN", "Only the store owner can do this."),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Reveal" }));
    const dialog = await screen.findByRole("dialog", { name: "Reveal the Aadhaar number" });
    await user.type(within(dialog).getByLabelText(/Reason/), "Checking the certificate");
    await user.click(within(dialog).getByRole("button", { name: "Reveal" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Only the store owner can do this.");
  });

  it("does not offer staff the reveal", async () => {
    renderAdmin("/admissions/7", {
      as: STAFF,
      answers: { "GET /admin/admissions/7": json({ data: ADMISSION }) },
    });
    expect(await screen.findByText("XXXX XXXX 1098")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reveal" })).toBeNull();
  });

  it("adds a class level and shows the server's duplicate-name message on the field", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/admissions/class-levels", {
      answers: {
        "GET /admin/class-levels": json({ data: [{ id: 1, name: "Class 5", position: 10, active: true }] }),
        "POST /admin/class-levels": apiError(
          409,
          "CLASS_LEVEL_TAKEN",
          "There is already a class level with this name.",
        ),
      },
    });
    const form = await screen.findByRole("form", { name: "New class level" });
    await user.type(within(form).getByLabelText(/Name/), "Class 5");
    await user.click(within(form).getByRole("button", { name: /Add/ }));
    expect(
      await within(form).findByText("There is already a class level with this name."),
    ).toBeInTheDocument();
    expect(JSON.parse(callsTo("POST", "/admin/class-levels")[0]?.body ?? "{}")).toEqual({
      name: "Class 5",
      position: 20,
      active: true,
    });
  });
});
