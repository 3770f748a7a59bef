// Every rule of spec §5 Admission through the form's yup schema, with the specification's messages.
import {
  AADHAR_EXACTLY_12_DIGITS,
  AADHAR_REQUIRED,
  FIELD_REQUIRED,
  RULES_AGREEMENT_REQUIRED,
} from "@henna/domain/messages";
import { DOB_IN_FUTURE, DOB_INVALID } from "@henna/domain/validate-dob";
import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { admissionSchema } from "./admission-schema";
import { type AdmissionValues, EMPTY_ADMISSION } from "./admission-values";

const VALID: AdmissionValues = {
  name: "Riya Kulkarni",
  fatherName: "Ravi Kulkarni",
  motherName: "Meera Kulkarni",
  dob: "2012-05-14",
  aadhar: "234567890123",
  gender: "Female",
  school: "",
  address: "12 Daftary Road, Malad East, Mumbai",
  pincode: "400097",
  mobile: "9876543210",
  email: "meera@example.com",
  center: "Malad (E)",
  rulesAgreed: true,
};

/** The messages the schema gives, by field ({} when valid). */
function errorsOf(values: AdmissionValues, stored: string | null = null): Record<string, string> {
  try {
    admissionSchema(() => stored).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? "", inner.message]));
  }
}

describe("admissionSchema", () => {
  it("accepts a complete form, date of birth and school being optional", () => {
    expect(errorsOf(VALID)).toEqual({});
    expect(errorsOf({ ...VALID, dob: "", school: "" })).toEqual({});
  });

  it("asks for every required field of an empty form with the specification's messages", () => {
    expect(errorsOf(EMPTY_ADMISSION)).toEqual({
      name: FIELD_REQUIRED,
      fatherName: FIELD_REQUIRED,
      motherName: FIELD_REQUIRED,
      aadhar: AADHAR_REQUIRED,
      gender: FIELD_REQUIRED,
      address: FIELD_REQUIRED,
      pincode: FIELD_REQUIRED,
      mobile: FIELD_REQUIRED,
      email: FIELD_REQUIRED,
      center: FIELD_REQUIRED,
      rulesAgreed: RULES_AGREEMENT_REQUIRED,
    });
  });

  it.each([
    { field: "name", value: "   ", want: FIELD_REQUIRED },
    { field: "fatherName", value: "", want: FIELD_REQUIRED },
    { field: "motherName", value: " ", want: FIELD_REQUIRED },
    { field: "address", value: "", want: FIELD_REQUIRED },
    { field: "aadhar", value: "", want: AADHAR_REQUIRED },
    { field: "aadhar", value: "12345678901", want: AADHAR_EXACTLY_12_DIGITS },
    { field: "aadhar", value: "1234567890123", want: AADHAR_EXACTLY_12_DIGITS },
    { field: "aadhar", value: "1234 5678 901", want: AADHAR_EXACTLY_12_DIGITS },
    { field: "aadhar", value: "XXXX-XXXX-0123", want: AADHAR_EXACTLY_12_DIGITS },
    { field: "gender", value: "", want: FIELD_REQUIRED },
    { field: "gender", value: "Unknown", want: FIELD_REQUIRED },
    { field: "center", value: "", want: FIELD_REQUIRED },
    { field: "center", value: "Bandra", want: FIELD_REQUIRED },
    { field: "pincode", value: "", want: FIELD_REQUIRED },
    { field: "pincode", value: "4000", want: "Please enter a valid pincode" },
    { field: "mobile", value: "", want: FIELD_REQUIRED },
    { field: "mobile", value: "98765", want: "Please enter a valid 10-digit mobile number." },
    { field: "email", value: "", want: FIELD_REQUIRED },
    { field: "email", value: "meera@", want: "Please enter a valid email address." },
    { field: "dob", value: "2012-02-30", want: DOB_INVALID },
    { field: "dob", value: "2999-01-01", want: DOB_IN_FUTURE },
    { field: "rulesAgreed", value: false, want: RULES_AGREEMENT_REQUIRED },
  ])("$field = $value → '$want'", ({ field, value, want }) => {
    expect(errorsOf({ ...VALID, [field]: value })).toEqual({ [field]: want });
  });

  it.each(["Male", "Female", "Other"])("accepts the gender %s", (gender) => {
    expect(errorsOf({ ...VALID, gender })).toEqual({});
  });

  it.each(["Malad (E)", "Goregoan (W)", "Malad (W)", "Andheri"])("accepts the center %s", (center) => {
    expect(errorsOf({ ...VALID, center })).toEqual({});
  });

  it("takes the store's own centers once the owner lists them (read at each validation)", () => {
    let centers: readonly string[] = ["Kothrud"];
    const schema = admissionSchema(
      () => null,
      () => centers,
    );
    const centerError = (center: string) => {
      try {
        schema.validateSync({ ...VALID, center }, { abortEarly: false });
        return null;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        return error.inner.find((inner) => inner.path === "center")?.message ?? null;
      }
    };
    expect(centerError("Kothrud")).toBeNull();
    expect(centerError("Malad (E)")).toBe(FIELD_REQUIRED);
    centers = ["Kothrud", "Baner"];
    expect(centerError("Baner")).toBeNull();
  });

  it("accepts the masked number on record as it is, and no other masked value", () => {
    expect(errorsOf({ ...VALID, aadhar: "XXXX-XXXX-0123" }, "XXXX-XXXX-0123")).toEqual({});
    expect(errorsOf({ ...VALID, aadhar: "XXXX-XXXX-9999" }, "XXXX-XXXX-0123")).toEqual({
      aadhar: AADHAR_EXACTLY_12_DIGITS,
    });
    // A new number replaces it.
    expect(errorsOf({ ...VALID, aadhar: "987654321098" }, "XXXX-XXXX-0123")).toEqual({});
  });
});
