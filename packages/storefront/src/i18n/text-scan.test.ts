// The scanner's rules on small sources: what it takes for a text shown without the catalogue, and for
// a text translated when its module loads.
import { describe, expect, it } from "vitest";
import { scanFile } from "./text-scan";

const scan = (source: string) => scanFile("page.tsx", source);
const texts = (found: { text: string }[]) => found.map((item) => item.text);

describe("scanFile", () => {
  it("takes an unmarked text in a list's data (a heading, a quote) for a bare text", () => {
    const { bare } = scan(`
      const SECTIONS = [{ id: "a", heading: "Payments" }, { id: "b", heading: msg("Security") }];
      const SAID = [{ quote: "Lovely", name: "Priya S.", detail: msg("Customer, Pune") }];
    `);
    expect(texts(bare)).toEqual(["Payments", "Lovely"]);
  });

  it("takes a failure's message shown as it is for a bare text, not one shown through failureText", () => {
    const { bare } = scan(`
      export const A = ({ error }) => <p>{error.message}</p>;
      export const B = ({ list }) => <Message text={list.error?.message} />;
      export const C = ({ error }) => <p>{failureText(error)}</p>;
    `);
    expect(texts(bare)).toEqual(["error.message", "list.error?.message"]);
  });

  it("finds t() and tx() run when the module loads, not those run when a component renders", () => {
    const { atLoad, messages } = scan(`
      const TITLE = msg("Title");
      const BODY = <p>{t("Loaded once")}</p>;
      const sections = () => [{ body: <p>{t("Each render")}</p> }];
      export function Page() {
        return <p>{tx("Read our {policy}.", { policy: <a href="/p">{t("policy")}</a> })}</p>;
      }
    `);
    expect(texts(atLoad)).toEqual(['t("Loaded once")']);
    expect(texts(messages)).toEqual(["Title", "Loaded once", "Each render", "Read our {policy}.", "policy"]);
  });

  it("takes a @henna/domain text shown as it is for a bare text, and collects those given to t()", () => {
    const { bare, domain } = scan(`
      import { OUT_OF_STOCK_LABEL, SOMETHING_WENT_WRONG } from "@henna/domain/messages";
      export const A = () => <button>{OUT_OF_STOCK_LABEL}</button>;
      export const B = () => <p>{t(SOMETHING_WENT_WRONG)}</p>;
    `);
    expect(texts(bare)).toEqual(["OUT_OF_STOCK_LABEL"]);
    expect(domain.map((found) => [found.module, found.name])).toEqual([
      ["@henna/domain/messages", "SOMETHING_WENT_WRONG"],
    ]);
  });

  it("finds the reader's formatters run when the module loads, under any local name", () => {
    const { atLoad } = scan(`
      import { readerRupees as formatRupees } from "@henna/storefront/i18n/format-numbers.ts";
      const LABEL = formatRupees(2000);
      const later = () => formatRupees(4000);
      const OPTIONS = RANGES.map((range) => ({ label: formatRupees(range.min) }));
    `);
    expect(texts(atLoad)).toEqual(["formatRupees(2000)", "formatRupees(range.min)"]);
  });
});
