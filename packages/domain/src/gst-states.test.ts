import { describe, expect, it } from "vitest";
import { gstStateByCode, gstStateOfGstin, gstStateOfPincode, pincodeInText } from "./gst-states";

describe("gstStateOfGstin", () => {
  it.each([
    { given: "27ABCDE1234F1Z5", want: "Maharashtra" },
    { given: " 29ABCDE1234F1Z5", want: "Karnataka" },
    { given: "37ABCDE1234F1Z5", want: "Andhra Pradesh" },
    { given: "99ABCDE1234F1Z5", want: null },
    { given: "", want: null },
    { given: null, want: null },
  ])("$given → $want", ({ given, want }) => {
    expect(gstStateOfGstin(given)?.name ?? null).toBe(want);
  });

  it("answers the code with the name", () => {
    expect(gstStateByCode("27")).toEqual({ code: "27", name: "Maharashtra" });
    expect(gstStateByCode("25")).toBeNull();
  });
});

describe("gstStateOfPincode", () => {
  it.each([
    { given: "400097", want: "27" },
    { given: 411001, want: "27" },
    { given: "403001", want: "30" },
    { given: "110001", want: "07" },
    { given: "122001", want: "06" },
    { given: "141001", want: "03" },
    { given: "160017", want: "04" },
    { given: "160062", want: "03" },
    { given: "171001", want: "02" },
    { given: "190001", want: "01" },
    { given: "194101", want: "38" },
    { given: "244001", want: "09" },
    { given: "248001", want: "05" },
    { given: "263001", want: "05" },
    { given: "302001", want: "08" },
    { given: "380001", want: "24" },
    { given: "396210", want: "26" },
    { given: "396001", want: "24" },
    { given: "362520", want: "26" },
    { given: "452001", want: "23" },
    { given: "492001", want: "22" },
    { given: "500001", want: "36" },
    { given: "520001", want: "37" },
    { given: "560001", want: "29" },
    { given: "600001", want: "33" },
    { given: "605001", want: "34" },
    { given: "605602", want: "33" },
    { given: "682001", want: "32" },
    { given: "682555", want: "31" },
    { given: "700001", want: "19" },
    { given: "737101", want: "11" },
    { given: "744101", want: "35" },
    { given: "751001", want: "21" },
    { given: "781001", want: "18" },
    { given: "793001", want: "17" },
    { given: "799001", want: "16" },
    { given: "800001", want: "10" },
    { given: "814112", want: "20" },
    { given: "834001", want: "20" },
    { given: "823001", want: "10" },
  ])("$given → state $want", ({ given, want }) => {
    expect(gstStateOfPincode(given)?.code).toBe(want);
  });

  it.each(["40009", "4000971", "040009", "900001", "100001", "550001", "abcdef", "", null, undefined])(
    "%s has no state",
    (given) => {
      expect(gstStateOfPincode(given)).toBeNull();
    },
  );
});

describe("pincodeInText", () => {
  it.each([
    { given: "Shop 4, Daftary Road, Malad East, Mumbai 400097", want: "400097" },
    { given: "Plot 12, Sector 400, Pune - 411001, India", want: "411001" },
    { given: "No pincode here", want: null },
    { given: null, want: null },
  ])("$given → $want", ({ given, want }) => {
    expect(pincodeInText(given)).toBe(want);
  });
});
