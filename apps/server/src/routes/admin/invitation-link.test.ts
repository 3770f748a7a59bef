// The invitation e-mail's set-password link points at PUBLIC_URL when it is set, whatever Host header
// the request came with (a mailed link must not follow a header the caller chooses); without it, at
// the address the request reached.
import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test-support/http-app.js";
import { createTestStaff } from "../../test-support/staff.js";
import { lastMail } from "../accounts/account-test-kit.js";

describe("the invitation's link", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it.each([
    { publicUrl: "https://shop.example.in", want: "https://shop.example.in/admin/set-password?token=" },
    { publicUrl: null, want: "http://evil.example/admin/set-password?token=" },
  ])("with PUBLIC_URL=$publicUrl starts $want", async ({ publicUrl, want }) => {
    t = await startTestApp("pglite", { env: publicUrl ? { PUBLIC_URL: publicUrl } : {} });
    const owner = await createTestStaff(t, "owner");
    const email = `invited-${Date.now()}@shop.example`;
    const invite = await t.request({
      method: "POST",
      url: "/api/admin/staff",
      token: owner.accessToken,
      headers: { host: "evil.example" },
      payload: { email, role: "staff" },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(invite.json().setPasswordUrl.startsWith(want)).toBe(true);
    expect((await lastMail(t, email))?.text).toContain(want);
  });
});
