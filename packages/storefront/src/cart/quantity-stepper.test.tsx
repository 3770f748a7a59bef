import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { QuantityStepper } from "./quantity-stepper";

function Harness({ start = 1 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityStepper value={value} onChange={setValue} itemName="Cone" />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("QuantityStepper", () => {
  it.each([
    ["0", "1"],
    ["-3", "1"],
    ["2.9", "2"],
    ["", "1"],
    ["x", "1"],
    ["15", "15"],
  ])("typed %j commits %s", async (typed, want) => {
    const user = userEvent.setup();
    render(<Harness start={5} />);
    const field = screen.getByRole("textbox", { name: "Quantity of Cone" });
    await user.clear(field);
    if (typed) await user.type(field, typed);
    await user.tab();
    expect(field).toHaveValue(want);
    expect(screen.getByTestId("value")).toHaveTextContent(want);
  });

  it("steps by one and never below 1", async () => {
    const user = userEvent.setup();
    render(<Harness start={2} />);
    const decrease = screen.getByRole("button", { name: "Decrease quantity of Cone" });
    await user.click(decrease);
    expect(screen.getByTestId("value")).toHaveTextContent("1");
    expect(decrease).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Increase quantity of Cone" }));
    expect(screen.getByTestId("value")).toHaveTextContent("2");
  });
});
