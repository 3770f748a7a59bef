// The admission form as a student uses it (spec §2, §4 Admission submit, §5): messages on submit and
// then on every change, the Aadhaar input, the guest asked to log in on the spot with the input kept,
// the prefilled form of a returning student, update or create, and where the student goes next.
import { buildCartLine } from "@henna/domain/cart";
import { buildCheckoutData } from "@henna/domain/checkout";
import {
  AADHAR_EXACTLY_12_DIGITS,
  AADHAR_REQUIRED,
  AADHAR_SUBMIT_TOAST,
  ADMISSION_SUBMISSION_FAILED,
  ADMISSION_SUBMITTED,
  FIELD_REQUIRED,
  LOGIN_SUCCESSFUL,
  RULES_AGREEMENT_REQUIRED,
  RULES_AGREEMENT_TOAST,
} from "@henna/domain/messages";
import { setCurrentApp } from "@henna/storefront/navigation/current-app.ts";
import { ADMISSION_DATA_KEY } from "@henna/storefront/storage/admission-storage.ts";
import { readJson } from "@henna/storefront/storage/browser-storage.ts";
import { writeCheckoutData } from "@henna/storefront/storage/checkout-data-storage.ts";
import { STORAGE_KEYS } from "@henna/storefront/storage/storage-keys.ts";
import { createFakeServer, type FakeServer, json } from "@henna/storefront/test-support/fake-services.ts";
import { renderApp } from "@henna/storefront/test-support/render-app.tsx";
import { TEST_USER } from "@henna/storefront/test-support/test-user.ts";
import { spyOnToasts } from "@henna/storefront/test-support/toast-spies.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AdmissionPage, { ADMISSION_DRAFT_KEY } from "./admission-page";
import { LOGIN_DIALOG_TITLE } from "./login-dialog";

spyOnToasts();

const AADHAAR = "234567890123";
const STORED = {
  id: 31,
  name: "Riya Kulkarni",
  fatherName: "Ravi Kulkarni",
  motherName: "Meera Kulkarni",
  dob: "2012-05-14",
  aadhar: "XXXX-XXXX-0123",
  gender: "Female",
  school: "St. Xavier's",
  address: "12 Daftary Road, Malad East",
  pincode: "400097",
  mobile: "9876543210",
  email: "asha@example.com",
  center: "Andheri",
  rulesAgreed: true,
  user_id: 7,
  user_name: "Asha Rao",
  main_id: "demo-store",
  createdAt: "2026-11-01T10:00:00.000Z",
};

function admissionServer(record: typeof STORED | null = null): FakeServer {
  const server = createFakeServer();
  server.on("GET", "/admission/single/7", () => json({ user: record }));
  const saved = (body: unknown) => ({
    message: ADMISSION_SUBMITTED,
    data: { ...STORED, ...(body as object), id: record?.id ?? 44, aadhar: "XXXX-XXXX-0123" },
  });
  server.on("POST", "/admission", (_request, body) => json(saved(body), 201));
  server.on("PUT", /^\/admission\/\d+$/, (_request, body) => json(saved(body)));
  server.on("POST", "/loginuser", () =>
    json({ message: LOGIN_SUCCESSFUL, user: TEST_USER, accessToken: "at", refreshToken: "rt" }),
  );
  server.on("GET", "/cart/7", () => json({ isError: false, data: [] }));
  return server;
}

function renderForm(server: FakeServer, loggedIn: boolean) {
  if (loggedIn) server.services.tokens.setTokens({ accessToken: "a", refreshToken: "r" });
  const view = renderApp(<AdmissionPage />, {
    path: "/admission-form",
    server,
    preloaded: { session: { user: loggedIn ? TEST_USER : null } },
  });
  return { ...view, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: /^Submit/ });

async function fillValid(user: UserEvent) {
  await user.type(field("Full Name"), "Riya Kulkarni");
  await user.type(field("Father Name"), "Ravi Kulkarni");
  await user.type(field("Mother Name"), "Meera Kulkarni");
  await user.type(field("Aadhar Number"), AADHAAR);
  await user.selectOptions(field("Gender"), "Female");
  await user.type(field("Address"), "12 Daftary Road, Malad East");
  await user.type(field("Pincode"), "400097");
  await user.type(field("Contact Number"), "9876543210");
  await user.clear(field("Email ID"));
  await user.type(field("Email ID"), "meera@example.com");
  await user.selectOptions(field("Select Center"), "Malad (E)");
  await user.click(screen.getByRole("checkbox", { name: /agree to the Rules/ }));
}

beforeEach(() => {
  vi.clearAllMocks();
  setCurrentApp("academy");
});

afterEach(() => {
  setCurrentApp("shop");
  vi.restoreAllMocks();
});

describe("AdmissionPage", () => {
  it("lists the fields of spec §2 in order, with the gender and center choices", async () => {
    renderForm(admissionServer(), false);
    const labels = [...document.querySelectorAll("form label")].map((label) => label.textContent?.trim());
    expect(labels).toEqual([
      "Full Name",
      "Father Name",
      "Mother Name",
      "Date of Birth",
      "Aadhar Number",
      "Gender",
      "School Name",
      "Address",
      "Pincode",
      "Contact Number",
      "Email ID",
      "Select Center",
      "I have read and agree to the Rules & Regulations",
    ]);
    const options = (label: string) =>
      [...(field(label) as unknown as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(options("Gender")).toEqual(["Male", "Female", "Other"]);
    expect(options("Select Center")).toEqual(["Malad (E)", "Goregoan (W)", "Malad (W)", "Andheri"]);
    expect(field("Email ID")).toHaveAttribute("type", "email");
    expect(screen.getByRole("region", { name: "Rules & Regulations" })).toHaveTextContent(
      "A late fee of INR 200",
    );
  });

  it("offers the centers the owner listed in store setup, and the closed one a returning student chose", async () => {
    const server = admissionServer({ ...STORED, center: "Andheri" });
    server.on("GET", /^\/register\/single\//, () =>
      json({
        users: {
          centers: [
            { name: "Head Office", type: "Our Office", address: "1 Main Road, Pune" },
            { name: "Kothrud", type: "Center", address: "Karve Road, Pune" },
            { name: "Baner", type: "Center", address: "Baner Road, Pune" },
          ],
        },
      }),
    );
    renderForm(server, true);
    const select = field("Select Center") as unknown as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.value).filter(Boolean)).toEqual([
        "Kothrud",
        "Baner",
        "Andheri",
      ]),
    );
  });

  it("shows every message on submit with both toasts, then re-checks on every change", async () => {
    const { user } = renderForm(admissionServer(), true);
    await waitFor(() => expect(field("Email ID")).toHaveValue(TEST_USER.email));
    await user.click(submit());
    expect(await screen.findAllByText(FIELD_REQUIRED)).toHaveLength(8);
    expect(screen.getByText(AADHAR_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(RULES_AGREEMENT_REQUIRED)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(AADHAR_SUBMIT_TOAST);
    expect(toast.error).toHaveBeenCalledWith(RULES_AGREEMENT_TOAST);

    // After the first submit each change re-checks: the message changes as the number grows.
    await user.type(field("Aadhar Number"), "1234");
    expect(await screen.findByText(AADHAR_EXACTLY_12_DIGITS)).toBeInTheDocument();
    await user.type(field("Aadhar Number"), "56789012");
    await waitFor(() => expect(screen.queryByText(AADHAR_EXACTLY_12_DIGITS)).toBeNull());
    await user.type(field("Full Name"), "Riya");
    await waitFor(() => expect(screen.getAllByText(FIELD_REQUIRED)).toHaveLength(7));
    await user.click(screen.getByRole("checkbox", { name: /agree to the Rules/ }));
    await waitFor(() => expect(screen.queryByText(RULES_AGREEMENT_REQUIRED)).toBeNull());
  });

  it("keeps the Aadhaar input to 12 digits, stripping anything else, in a field that can be revealed", async () => {
    const { user } = renderForm(admissionServer(), false);
    const aadhaar = field("Aadhar Number");
    expect(aadhaar).toHaveAttribute("type", "password");
    expect(aadhaar).toHaveAttribute("maxlength", "12");
    await user.type(aadhaar, "2345-6789 01ab23999");
    expect(aadhaar).toHaveValue(AADHAAR);
    await user.click(screen.getByRole("button", { name: "Show Aadhar number" }));
    expect(aadhaar).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide Aadhar number" }));
    expect(aadhaar).toHaveAttribute("type", "password");
  });

  it("asks a guest to log in on submit and keeps what they typed (a draft in this tab, never the Aadhaar)", async () => {
    const server = admissionServer();
    const { user } = renderForm(server, false);
    await fillValid(user);
    await user.click(submit());
    const dialog = await screen.findByRole("dialog", { name: LOGIN_DIALOG_TITLE });
    expect(server.calls.some((call) => call.includes("/admission"))).toBe(false);
    await user.type(within(dialog).getByLabelText("Email"), TEST_USER.email);
    await user.type(within(dialog).getByLabelText("Password"), "secret12");
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: LOGIN_DIALOG_TITLE })).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(LOGIN_SUCCESSFUL);
    // The record is asked for now that someone is logged in; the typed values stay.
    await waitFor(() => expect(server.calls).toContain("GET /admission/single/7"));
    expect(field("Full Name")).toHaveValue("Riya Kulkarni");
    expect(field("Email ID")).toHaveValue("meera@example.com");
    expect(field("Aadhar Number")).toHaveValue(AADHAAR);
    // The unsent answers wait in session storage for a reload (offline too), under one key only.
    for (const area of [localStorage, sessionStorage]) {
      for (let i = 0; i < area.length; i++) {
        const key = area.key(i) ?? "";
        const value = area.getItem(key) ?? "";
        expect(value).not.toContain(AADHAAR);
        if (area !== sessionStorage || key !== ADMISSION_DRAFT_KEY)
          expect(value).not.toContain("Riya Kulkarni");
      }
    }
    expect(sessionStorage.getItem(ADMISSION_DRAFT_KEY)).toContain("Riya Kulkarni");
  });

  it("offline, says submitting needs a connection, sends nothing and keeps the answers", async () => {
    const server = admissionServer();
    const { user } = renderForm(server, true);
    await fillValid(user);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(submit());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "You are offline. Your answers are kept on this device; submit them when you are back online.",
      ),
    );
    expect(server.calls.some((call) => call.startsWith("POST"))).toBe(false);
    expect(field("Full Name")).toHaveValue("Riya Kulkarni");
    vi.restoreAllMocks();
  });

  it("creates a new student's record, saves only the masked answer, and goes on to step 2", async () => {
    const server = admissionServer(null);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.on("POST", "/admission", async (_request, body) => {
      await answered;
      return json(
        {
          message: ADMISSION_SUBMITTED,
          data: { ...STORED, ...(body as object), id: 44, aadhar: "XXXX-XXXX-0123" },
        },
        201,
      );
    });
    const { user } = renderForm(server, true);
    await waitFor(() => expect(field("Email ID")).toHaveValue(TEST_USER.email));
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/admission-form-step-2"));
    expect(server.calls).toContain("POST /admission");
    const body = server.bodies[server.calls.indexOf("POST /admission")] as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "Riya Kulkarni",
      aadhar: AADHAAR,
      gender: "Female",
      center: "Malad (E)",
      rulesAgreed: true,
      user_id: 7,
      user_name: TEST_USER.full_name,
      main_id: "demo-store",
    });
    expect(toast.success).toHaveBeenCalledWith(ADMISSION_SUBMITTED);
    const saved = localStorage.getItem(ADMISSION_DATA_KEY) ?? "";
    expect(JSON.parse(saved)).toMatchObject({ id: 44, aadhar: "XXXX-XXXX-0123" });
    expect(saved).not.toContain(AADHAAR);
  });

  it("prefills a returning student's form with the Aadhaar masked, updates it, and goes to checkout with a hand-off", async () => {
    const server = admissionServer(STORED);
    writeCheckoutData(
      buildCheckoutData(
        [
          buildCartLine(
            { product_id: 40, title: "Bridal Mehendi Course", sku: "C1" },
            { mainId: "demo-store", course: true },
          ),
        ],
        { course: true },
      ),
    );
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { user } = renderForm(server, true);
    await waitFor(() => expect(field("Full Name")).toHaveValue(STORED.name));
    // The read-only masked field follows the prefilled value by a render.
    await waitFor(() => expect(field("Aadhar Number")).toHaveAttribute("readonly"));
    expect(field("Aadhar Number")).toHaveValue("XXXX-XXXX-0123");
    expect(field("Select Center")).toHaveValue("Andheri");
    expect(screen.getByRole("checkbox", { name: /agree to the Rules/ })).toBeChecked();
    // The real success toast this time: what goes along over the page load is read back below.
    vi.mocked(toast.success).mockRestore();
    const success = vi.spyOn(toast, "success");
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/checkout"));
    // The success toast goes along to the shop's checkout (a full page load).
    expect(success).toHaveBeenCalledWith("Admission form submitted successfully!");
    expect(readJson("session", STORAGE_KEYS.carriedToasts)).toEqual([
      expect.objectContaining({ kind: "success", message: "Admission form submitted successfully!" }),
    ]);
    expect(server.calls).toContain("PUT /admission/31");
    const body = server.bodies[server.calls.indexOf("PUT /admission/31")] as Record<string, unknown>;
    // The masked value keeps the stored number.
    expect(body.aadhar).toBe("XXXX-XXXX-0123");
  });

  it("lets a returning student replace the stored number", async () => {
    const server = admissionServer(STORED);
    const { user } = renderForm(server, true);
    await user.click(await screen.findByRole("button", { name: "Change Aadhar number" }));
    await waitFor(() => expect(field("Aadhar Number")).toHaveValue(""));
    expect(field("Aadhar Number")).toHaveFocus();
    await user.type(field("Aadhar Number"), "987654321098");
    await user.click(submit());
    await waitFor(() => expect(server.calls).toContain("PUT /admission/31"));
    const body = server.bodies[server.calls.indexOf("PUT /admission/31")] as Record<string, unknown>;
    expect(body.aadhar).toBe("987654321098");
  });

  it("says 'Submission failed. Please try again.' when the server refuses, keeping the form", async () => {
    const server = admissionServer(null);
    server.on("POST", "/admission", () =>
      json({ isError: true, code: "BAD_REQUEST", message: "pincode: must match pattern" }, 400),
    );
    const { user } = renderForm(server, true);
    await waitFor(() => expect(field("Email ID")).toHaveValue(TEST_USER.email));
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ADMISSION_SUBMISSION_FAILED, {
        description: "pincode: must match pattern",
      }),
    );
    expect(field("Full Name")).toHaveValue("Riya Kulkarni");
    expect(screen.getByTestId("location")).toHaveTextContent("/admission-form");
  });
});
