import { afterEach, describe, expect, it } from "vitest";
import {
  ADMISSION_DATA_KEY,
  clearSavedAdmission,
  readSavedAdmission,
  type SavedAdmission,
  writeSavedAdmission,
} from "./admission-storage";

const RECORD: SavedAdmission = {
  id: 31,
  name: "Riya Kulkarni",
  fatherName: "Ravi Kulkarni",
  motherName: "Meera Kulkarni",
  dob: "",
  aadhar: "XXXX-XXXX-0123",
  gender: "Female",
  school: "",
  address: "12 Daftary Road",
  pincode: "400097",
  mobile: "9876543210",
  email: "meera@example.com",
  center: "Andheri",
  rulesAgreed: true,
  user_id: 7,
  user_name: "Asha Rao",
  main_id: "demo-store",
  createdAt: "2026-11-01T10:00:00.000Z",
};

afterEach(() => localStorage.clear());

describe("the saved admission response", () => {
  it("keeps the masked Aadhaar, and is read back only for its own student", () => {
    writeSavedAdmission(RECORD);
    expect(readSavedAdmission(7)).toEqual(RECORD);
    expect(readSavedAdmission(8)).toBeNull();
    clearSavedAdmission();
    expect(readSavedAdmission(7)).toBeNull();
  });

  it.each(["234567890123", "2345 6789 0123", "XXXX-XXXX-012", ""])(
    "never writes an aadhar field that is not the masked form (%j)",
    (aadhar) => {
      writeSavedAdmission({ ...RECORD, aadhar });
      const stored = localStorage.getItem(ADMISSION_DATA_KEY) ?? "";
      expect(JSON.parse(stored).aadhar).toBe("");
      expect(stored).not.toContain("234567890123");
    },
  );

  it("ignores what is not a record", () => {
    localStorage.setItem(ADMISSION_DATA_KEY, "not json");
    expect(readSavedAdmission(7)).toBeNull();
    localStorage.setItem(ADMISSION_DATA_KEY, JSON.stringify({ user_id: 7 }));
    expect(readSavedAdmission(7)).toBeNull();
  });
});
