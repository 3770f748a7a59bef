import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { bindField } from "./bind-field";

interface Values {
  code: string;
  office: { pincode: string };
}

const register = ((name: string) => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
})) as unknown as UseFormRegister<Values>;

describe("bindField", () => {
  const errors: FieldErrors<Values> = {
    code: { type: "required", message: "Please enter a code." },
    office: { pincode: { type: "matches", message: "Pincode must be 6 digits." } },
  };
  const field = bindField(register, errors);

  it.each([
    { name: "code" as const, error: "Please enter a code." },
    { name: "office.pincode" as const, error: "Pincode must be 6 digits." },
  ])("gives $name its registration and its message", ({ name, error }) => {
    const bound = field(name);
    expect(bound.name).toBe(name);
    expect(bound.error).toBe(error);
  });

  it("gives a field without an error no message", () => {
    expect(bindField(register, {})("code").error).toBeUndefined();
  });
});
