import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLanguage, installTranslator } from "../i18n/i18n";
import { linguiTranslator } from "../i18n/lingui-translator";
import { FormField } from "./form-field";
import { SelectField } from "./select-field";
import { TextAreaField } from "./text-area-field";
import { TextField } from "./text-field";

describe("FormField", () => {
  it("names the control by its label and says nothing more while there is nothing to say", () => {
    render(<FormField label="Name">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-required");
    expect(input).not.toHaveAccessibleDescription();
  });

  it("describes the control by its hint, and by the error instead once there is one", () => {
    const { rerender } = render(
      <FormField label="Mobile" hint="10-digit mobile number">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Mobile" });
    expect(input).toHaveAccessibleDescription("10-digit mobile number");
    rerender(
      <FormField
        label="Mobile"
        hint="10-digit mobile number"
        error="Please enter a valid 10-digit mobile number."
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(input).toHaveAccessibleDescription("Please enter a valid 10-digit mobile number.");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid 10-digit mobile number.");
    expect(screen.queryByText("10-digit mobile number")).not.toBeInTheDocument();
  });

  it("marks a required field without changing its name: the label is drawn with a mark, the control says aria-required", () => {
    render(
      <FormField label="Email" required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toBeRequired();
    expect(screen.getByText("Email")).toHaveAttribute("data-required", "true");
    expect(screen.getByText("Email").textContent).toBe("Email");
  });

  it("reads text the caller adds after the message", () => {
    render(
      <>
        <p id="rules">Rules text</p>
        <FormField label="I agree" layout="inline" describedBy="rules" error="You must agree to proceed">
          {(control) => <input type="checkbox" {...control} />}
        </FormField>
      </>,
    );
    expect(screen.getByRole("checkbox", { name: "I agree" })).toHaveAccessibleDescription(
      "You must agree to proceed Rules text",
    );
  });

  it("names a group of controls by a legend and describes the group", () => {
    render(
      <FormField label="Payment method" layout="group" error="Please choose a payment method">
        {(control) => (
          <>
            <input type="radio" name="m" aria-label="Pay now" aria-invalid={control["aria-invalid"]} />
            <input type="radio" name="m" aria-label="Pay on delivery" />
          </>
        )}
      </FormField>,
    );
    const group = screen.getByRole("group", { name: "Payment method" });
    expect(group).toHaveAccessibleDescription("Please choose a payment method");
    expect(screen.getByRole("radio", { name: "Pay now" })).toHaveAttribute("aria-invalid", "true");
  });

  it("keeps the caller's id, so a page can point at the control", () => {
    render(
      <FormField label="Pincode" labelHidden id="pin">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole("textbox", { name: "Pincode" })).toHaveAttribute("id", "pin");
  });
});

describe("the fields on FormField", () => {
  it("TextField, TextAreaField and SelectField are labelled, described and marked the same way", () => {
    render(
      <>
        <TextField label="Full Name" required error="This field is required" />
        <TextAreaField label="Address" required hint="House, street, area" />
        <SelectField
          label="Gender"
          placeholder="Select gender"
          options={["Female", "Male"]}
          error="Pick one"
        />
      </>,
    );
    const name = screen.getByRole("textbox", { name: "Full Name" });
    expect(name).toHaveAccessibleDescription("This field is required");
    expect(name).toHaveAttribute("aria-required", "true");
    const address = screen.getByRole("textbox", { name: "Address" });
    expect(address).toHaveAccessibleDescription("House, street, area");
    expect(address).not.toHaveAttribute("aria-invalid");
    const gender = screen.getByRole("combobox", { name: "Gender" });
    expect(gender).toHaveAttribute("aria-invalid", "true");
    expect(gender).toHaveAccessibleDescription("Pick one");
    expect(screen.getByRole("option", { name: "Select gender" })).toHaveValue("");
  });
});

describe("SelectField", () => {
  it("shows each choice in the reader's language and keeps its English value", () => {
    installTranslator(linguiTranslator);
    activateLanguage("hi", { Female: "महिला" });
    try {
      render(<SelectField label="Gender" placeholder="Select" options={["Female", "Malad (E)"]} />);
      expect(screen.getByRole("option", { name: "महिला" })).toHaveValue("Female");
      expect(screen.getByRole("option", { name: "Malad (E)" })).toHaveValue("Malad (E)");
    } finally {
      activateLanguage("en");
    }
  });
});
