import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlainTable } from "./plain-table";

describe("PlainTable", () => {
  it("names its frame (and its table, with a caption), right-aligns number columns, hides a button column's name", () => {
    render(
      <PlainTable
        label="Backups"
        caption
        columns={["Taken", { label: "Size", num: true }, { label: "Download", hidden: true }]}
      >
        <tr>
          <td>today</td>
          <td className="num">1 MB</td>
          <td />
        </tr>
      </PlainTable>,
    );
    const table = within(screen.getByRole("region", { name: "Backups" })).getByRole("table", {
      name: "Backups",
    });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Taken", "Size", "Download"]);
    expect(headers[1]).toHaveClass("num");
    expect(headers[0]).not.toHaveAttribute("class");
    expect(within(headers[2] as HTMLElement).getByText("Download")).toHaveClass("visually-hidden");
  });
});
