import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Modal } from "./modal";

function Page({ mounted = true }: { mounted?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose a variation
      </button>
      <button type="button">Elsewhere</button>
      {mounted && (
        <Modal open={open} title="Pick one" onClose={() => setOpen(false)}>
          <button type="button">Inside</button>
        </Modal>
      )}
    </>
  );
}

/** What a browser's <dialog> does on Escape (happy-dom does not map the key itself). */
function pressEscape(dialog: HTMLElement) {
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
}

describe("Modal", () => {
  it("gives focus back to the control that opened it when closed with Escape", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Choose a variation" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Pick one" });
    await user.click(screen.getByRole("button", { name: "Inside" }));
    expect(screen.getByRole("button", { name: "Inside" })).toHaveFocus();
    pressEscape(dialog);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Inside" })).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("gives focus back when closed with its Close button", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Choose a variation" });
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Inside" })).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("gives focus back when the dialog leaves the page while open", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page />);
    const opener = screen.getByRole("button", { name: "Choose a variation" });
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Inside" }));
    act(() => rerender(<Page mounted={false} />));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("leaves focus where the page put it after closing", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Choose a variation" }));
    const dialog = await screen.findByRole("dialog", { name: "Pick one" });
    pressEscape(dialog);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Inside" })).toBeNull());
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    // A late close event (the browser's, a task after close()) must not pull focus back.
    fireEvent(dialog, new Event("close"));
    expect(elsewhere).toHaveFocus();
  });
});
