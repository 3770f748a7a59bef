import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAdmin } from "../../test-support/admin-harness";
import { backupSize } from "./backups-panel";

const SETUP_ANSWER = json({
  data: {
    profile: {
      name: "Henna & Tea",
      tagline: "",
      logo: "",
      address: "Malad East",
      gstin: "",
      gst_state: null,
      phone: "",
      email: "",
      help_mobile: "",
      help_whatsapp: "",
      centers: [],
    },
    selling: {
      default_button: "addtocart",
      pay_now: true,
      pay_on_delivery: false,
      delivery_percentage: 0,
      marquee_lines: [],
      store_title: "",
      store_description: "",
      page_meta: [],
    },
  },
});
const NEXT = "2026-11-28T21:30:00.000Z";
const OLDER = {
  name: "backup-2026-11-27T21-30-00Z.tar.gz",
  taken_at: "2026-11-27T21:30:00.000Z",
  bytes: 5 * 1024 * 1024,
  kind: "pglite",
};
const NEWER = {
  name: "backup-2026-11-28T06-00-00Z.tar.gz",
  taken_at: "2026-11-28T06:00:00.000Z",
  bytes: 5_400_000,
  kind: "pglite",
};

const panel = async () =>
  (await screen.findByRole("heading", { name: "Backups" })).closest("section") as HTMLElement;

describe("store setup → backups (owner)", () => {
  it.each([
    [512, "1 KB"],
    [300 * 1024, "300 KB"],
    [5 * 1024 * 1024, "5.0 MB"],
    [3 * 1024 * 1024 * 1024, "3.0 GB"],
  ])("writes %d bytes as %s", (bytes, text) => {
    expect(backupSize(bytes)).toBe(text);
  });

  it("says there are none yet, takes one now, and lists it", async () => {
    const user = userEvent.setup();
    let taken = false;
    const { callsTo } = renderAdmin("/store-setup", {
      answers: {
        "GET /admin/store-setup": SETUP_ANSWER,
        "GET /admin/backups": () => json({ data: taken ? [NEWER] : [], next_at: NEXT }),
        "POST /admin/backups": () => {
          taken = true;
          return json({ data: NEWER }, 201);
        },
      },
    });
    const section = await panel();
    expect(await within(section).findByText("No backups yet")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Back up now" }));
    expect(await screen.findByText("The backup is taken and checked")).toBeInTheDocument();
    const table = await within(section).findByRole("table");
    expect(within(table).getByText("5.1 MB")).toBeInTheDocument();
    // A backup reads the whole store: it goes through the client that waits minutes, not 15 s.
    expect(callsTo("POST", "/admin/backups").map((call) => call.budget)).toEqual(["long"]);
    expect(callsTo("GET", "/admin/backups")[0]?.budget).toBe("usual");
  });

  it("downloads a backup with the staff token, and shows a failure in words", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAdmin("/store-setup", {
      answers: {
        "GET /admin/store-setup": SETUP_ANSWER,
        "GET /admin/backups": json({ data: [NEWER, OLDER], next_at: NEXT }),
        [`GET /admin/backups/${OLDER.name}`]: new Response(new Blob(["backup bytes"]), {
          headers: { "content-type": "application/octet-stream" },
        }),
        "POST /admin/backups": apiError(500, "INTERNAL", "pg_dump failed: disk full"),
      },
    });
    const section = await panel();
    const rows = within(await within(section).findByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(3);
    await user.click(within(rows[2] as HTMLElement).getByRole("button", { name: /Download the backup of/ }));
    await waitFor(() => expect(callsTo("GET", `/admin/backups/${OLDER.name}`)).toHaveLength(1));
    expect(callsTo("GET", `/admin/backups/${OLDER.name}`)[0]?.headers.get("authorization")).toBe(
      "Bearer access-1",
    );
    expect(callsTo("GET", `/admin/backups/${OLDER.name}`)[0]?.budget).toBe("long");
    await user.click(within(section).getByRole("button", { name: "Back up now" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent("pg_dump failed: disk full");
  });
});
