// Dates for the reader: English keeps the domain's own text exactly; Hindi gets Intl's hi-IN forms,
// in India's time whatever the machine's zone.
import { formatPaymentTime, orderDeliveryWindow } from "@henna/domain/dates";
import { afterEach, describe, expect, it } from "vitest";
import { readerDate, readerDateRange, readerDateTime } from "./format";
import { activateLanguage, installTranslator } from "./i18n";
import { linguiTranslator } from "./lingui-translator";

installTranslator(linguiTranslator);
afterEach(() => activateLanguage("en"));

const PLACED = "2026-11-24T09:05:00Z";

describe("in English", () => {
  it("gives the domain's texts unchanged", () => {
    expect(readerDateTime(PLACED, formatPaymentTime(PLACED))).toBe("24/11/26 - 14:35");
    expect(readerDate("2026-11-24", "24 Nov 2026")).toBe("24 Nov 2026");
    expect(readerDateRange("2026-11-24", "2026-11-28", "24 Nov - 28 Nov 2026")).toBe("24 Nov - 28 Nov 2026");
    expect(readerDateTime("not a date", formatPaymentTime("not a date"))).toBeNull();
  });
});

describe("in Hindi", () => {
  it("gives an instant's date and 24-hour time in India", () => {
    activateLanguage("hi");
    expect(readerDateTime(PLACED, formatPaymentTime(PLACED))).toBe("24 नव॰ 2026, 14:35");
    // Late evening UTC is the next day in India.
    expect(readerDateTime("2026-11-24 20:00:00", "25/11/26 - 01:30")).toBe("25 नव॰ 2026, 01:30");
    expect(readerDateTime("not a date", null)).toBeNull();
  });

  it("gives a calendar date and a delivery window as one range", () => {
    activateLanguage("hi");
    expect(readerDate("2026-11-24", "24 Nov 2026")).toBe("24 नव॰ 2026");
    expect(readerDate("2026-11-01", "1 November 2026", "long")).toBe("1 नवंबर 2026");
    const window = orderDeliveryWindow(new Date(PLACED), [{ delivery_days: 2 }]);
    if (!window.available) throw new Error("the window should be known");
    expect(readerDateRange(window.from, window.to, window.text)).toBe("26–30 नव॰ 2026");
    expect(readerDateRange("2026-12-30", "2027-01-03", "30 Dec 2026 - 3 Jan 2027")).toBe(
      "30 दिस॰ 2026 – 3 जन॰ 2027",
    );
  });

  it("keeps the English text for dates it cannot read", () => {
    activateLanguage("hi");
    expect(readerDate("someday", "someday")).toBe("someday");
    expect(readerDateRange("2026-11-28", "2026-11-24", "backwards")).toBe("backwards");
  });
});
