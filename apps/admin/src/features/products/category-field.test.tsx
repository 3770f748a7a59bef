import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { CategoryField, categoryKeyOf } from "./category-field";

const KEYS = ["tea", "bridal-henna", "cones"];
const NAMES = { tea: "Tea", "bridal-henna": "Bridal Henna" };

describe("categoryKeyOf", () => {
  it.each([
    ["Bridal Henna", "bridal-henna"],
    ["bridal henna", "bridal-henna"],
    ["BRIDAL-HENNA", "bridal-henna"],
    ["tea", "tea"],
    ["cones", "cones"],
    ["Mehendi oils", "Mehendi oils"],
    ["", ""],
  ])("'%s' is filed under '%s'", (text, key) => {
    expect(categoryKeyOf(text, KEYS, NAMES)).toBe(key);
  });
});

describe("CategoryField", () => {
  function Field({ initial }: { initial: string }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <CategoryField value={value} keys={KEYS} names={NAMES} onChange={setValue} />
        <output aria-label="Saved as">{value}</output>
      </>
    );
  }

  it("shows the shop's names, suggests them and keeps the key", () => {
    const { container } = render(<Field initial="bridal-henna" />);
    const input = screen.getByLabelText(/^Category/) as HTMLInputElement;
    expect(input.value).toBe("Bridal Henna");
    expect(
      [...container.querySelectorAll("datalist option")].map((option) => option.getAttribute("value")),
    ).toEqual(["Tea", "Bridal Henna", "cones"]);
    fireEvent.change(input, { target: { value: "tea" } });
    expect(screen.getByLabelText("Saved as")).toHaveTextContent("tea");
    expect(input.value).toBe("tea");
    fireEvent.blur(input);
    expect(input.value).toBe("Tea");
  });
});
