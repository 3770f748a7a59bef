import { describe, expect, it } from "vitest";
import { readLoginRecord, removeLoginRecord, toLoginRecord, writeLoginRecord } from "./login-record";
import { STORAGE_KEYS } from "./storage-keys";

const record = {
  user_id: 7,
  id: 7,
  full_name: "Asha Rao",
  name: "Asha Rao",
  email: "asha@example.com",
  mobile: "9876543210",
  user_gstNo: null,
};

describe("login record", () => {
  it("round-trips, and is not readable JSON in storage", () => {
    writeLoginRecord(record);
    const stored = localStorage.getItem(STORAGE_KEYS.loginRecord) ?? "";
    expect(stored).not.toContain("asha@example.com");
    expect(() => JSON.parse(stored)).toThrow();
    expect(readLoginRecord()).toEqual(record);
    removeLoginRecord();
    expect(readLoginRecord()).toBeNull();
  });

  it("keeps non-ASCII names intact", () => {
    writeLoginRecord({ ...record, full_name: "आशा राव", name: "आशा राव" });
    expect(readLoginRecord()?.full_name).toBe("आशा राव");
  });

  it("reads a tampered or foreign value as no user", () => {
    localStorage.setItem(STORAGE_KEYS.loginRecord, "not base64 at all %%%");
    expect(readLoginRecord()).toBeNull();
  });

  it.each([
    [{ user_id: 3, full_name: "A" }, 3],
    [{ id: "4", name: "B" }, 4],
    [{ user_id: 0 }, null],
    [{ user_id: "x" }, null],
    [null, null],
    ["text", null],
  ])("toLoginRecord(%j) has user id %s", (input, want) => {
    expect(toLoginRecord(input)?.user_id ?? null).toBe(want);
  });
});
