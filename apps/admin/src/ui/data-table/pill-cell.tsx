// A list column whose value is a status: the cell shows it as a pill in the tone the status has, so the
// lists colour a status alike and a column says only which tone and, when it differs, which words.
import type { ReactNode } from "react";

export type PillTone = "good" | "bad" | "warn" | undefined;

export function pillCell<Value>(
  tone: (value: Value) => PillTone,
  text: (value: Value) => ReactNode = String,
) {
  return (info: { getValue: () => Value }) => (
    <span className="pill" data-tone={tone(info.getValue())}>
      {text(info.getValue())}
    </span>
  );
}
