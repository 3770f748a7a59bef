import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { OtpBoxes } from "./otp-boxes";

let latest = "";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <OtpBoxes
      legend="Enter the 6-digit code"
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

const box = (n: number) => screen.getByRole("textbox", { name: `Digit ${n} of 6` });
const digits = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join(",");

describe("OtpBoxes", () => {
  it("labels six boxes 'Digit n of 6' inside one named group", () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "Enter the 6-digit code" })).toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
    expect(box(1)).toHaveAttribute("autocomplete", "one-time-code");
  });

  it("keeps one digit per box and moves on as digits are typed", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard("4");
    expect(box(2)).toHaveFocus();
    await user.keyboard("a7");
    expect(digits()).toBe("4,7,,,,");
    expect(box(3)).toHaveFocus();
  });

  it("fills every box from a pasted six-digit code, wherever the cursor was", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste("12 34 56");
    expect(digits()).toBe("1,2,3,4,5,6");
    expect(latest).toBe("123456");
    expect(box(6)).toHaveFocus();
  });

  it("goes back to the previous box on Backspace in an empty box", async () => {
    const user = userEvent.setup();
    render(<Harness initial="12    " />);
    await user.click(box(3));
    await user.keyboard("{Backspace}");
    expect(box(2)).toHaveFocus();
    expect(digits()).toBe("1,,,,,");
    await user.keyboard("{Backspace}");
    expect(box(1)).toHaveFocus();
  });

  it("moves with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(box(4));
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(box(2)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(box(3)).toHaveFocus();
  });

  it("replaces a box's digit when typing over it", async () => {
    const user = userEvent.setup();
    render(<Harness initial="123456" />);
    await user.click(box(2));
    await user.keyboard("9");
    expect(digits()).toBe("1,9,3,4,5,6");
    expect(box(3)).toHaveFocus();
  });
});
