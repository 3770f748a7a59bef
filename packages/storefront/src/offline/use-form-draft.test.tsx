// A form's unsent answers survive a reload (session storage), without the fields it must never keep.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { draftOf, storedDraft, useFormDraft } from "./use-form-draft";

interface Values {
  name: string;
  aadhar: string;
  agreed: boolean;
}

const KEY = "test_draft";

function DraftForm({ onDiscard }: { onDiscard?: (discard: () => void) => void }) {
  const form = useForm<Values>({ defaultValues: { name: "", aadhar: "", agreed: false } });
  const discard = useFormDraft(form, KEY, ["aadhar"]);
  onDiscard?.(discard);
  return (
    <form>
      <label>
        Name <input {...form.register("name")} />
      </label>
      <label>
        Aadhaar <input {...form.register("aadhar")} />
      </label>
    </form>
  );
}

describe("useFormDraft", () => {
  it("keeps what is typed, never the omitted field, and gives it back after a reload", async () => {
    const first = render(<DraftForm />);
    await userEvent.type(screen.getByLabelText("Name"), "Priya Sharma");
    await userEvent.type(screen.getByLabelText("Aadhaar"), "234567890123");
    const stored = sessionStorage.getItem(KEY) ?? "";
    expect(JSON.parse(stored)).toEqual({ name: "Priya Sharma", agreed: false });
    expect(stored).not.toContain("234567890123");
    first.unmount();

    render(<DraftForm />);
    expect(await screen.findByDisplayValue("Priya Sharma")).toBeInTheDocument();
    expect(screen.getByLabelText("Aadhaar")).toHaveValue("");
  });

  it("forgets the draft once the answers are sent", async () => {
    let discard: () => void = () => undefined;
    render(<DraftForm onDiscard={(d) => (discard = d)} />);
    await userEvent.type(screen.getByLabelText("Name"), "Asha");
    discard();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

describe("draftOf and storedDraft", () => {
  it("drops omitted fields and anything the form does not have or cannot hold", () => {
    expect(draftOf<Values>({ name: "A", aadhar: "1234", agreed: true }, ["aadhar"])).toEqual({
      name: "A",
      agreed: true,
    });
    expect(
      storedDraft<Values>(
        { name: "A", aadhar: "1234", agreed: true, extra: "x", bad: {} },
        ["name", "aadhar", "agreed"],
        ["aadhar"],
      ),
    ).toEqual({ name: "A", agreed: true });
    expect(storedDraft<Values>("not a draft", ["name"], [])).toEqual({});
    expect(storedDraft<Values>({ name: { nested: 1 } }, ["name"], [])).toEqual({});
  });
});
