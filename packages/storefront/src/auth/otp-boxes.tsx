// Six one-digit boxes for the e-mailed code (spec §2, §5: 6 digits, one per box). Typing a digit moves
// on, pasting (or a phone's one-time-code autofill) of several digits fills the boxes from there,
// Backspace in an empty box goes back, arrow keys move. The value is six characters, a space for an
// empty box, so a gap in the middle stays a gap.
import { OTP_LENGTH } from "@henna/domain/validate-auth";
import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";
import { FormField } from "../forms/form-field";
import { t } from "../i18n/i18n";
import styles from "./otp-boxes.module.css";

export interface OtpBoxesProps {
  value: string;
  onChange: (value: string) => void;
  legend: string;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}

const EMPTY = " ";

function boxesOf(value: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => {
    const char = value[i] ?? EMPTY;
    return /\d/.test(char) ? char : EMPTY;
  });
}

export function OtpBoxes({ value, onChange, legend, error, disabled, autoFocus }: OtpBoxesProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const boxes = boxesOf(value);

  const focus = (index: number) => {
    const input = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  /** Writes digits into the boxes from `start` on; returns the box after the last one written. */
  function fill(start: number, digits: string): number {
    const next = [...boxes];
    let at = start;
    for (const digit of digits) {
      if (at >= OTP_LENGTH) break;
      next[at] = digit;
      at += 1;
    }
    onChange(next.join(""));
    return at;
  }

  function onInput(index: number, typed: string) {
    const digits = typed.replace(/\D/g, "");
    if (digits === "") {
      if (typed === "") {
        const next = [...boxes];
        next[index] = EMPTY;
        onChange(next.join(""));
      }
      return;
    }
    // One new digit typed over an old one: the browser hands both; the new one is the one not already there.
    const single =
      digits.length === 2 && boxes[index] !== EMPTY ? digits.replace(boxes[index] ?? "", "") : "";
    const after = fill(index, single.length === 1 ? single : digits);
    focus(after);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "Backspace":
        if (boxes[index] === EMPTY && index > 0) {
          event.preventDefault();
          const next = [...boxes];
          next[index - 1] = EMPTY;
          onChange(next.join(""));
          focus(index - 1);
        }
        break;
      case "ArrowLeft":
        event.preventDefault();
        focus(index - 1);
        break;
      case "ArrowRight":
        event.preventDefault();
        focus(index + 1);
        break;
      case "Home":
        event.preventDefault();
        focus(0);
        break;
      case "End":
        event.preventDefault();
        focus(OTP_LENGTH - 1);
        break;
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = event.clipboardData.getData("text").replace(/\D/g, "");
    if (digits === "") return;
    event.preventDefault();
    // A whole code fills every box, wherever the cursor was.
    const start = digits.length >= OTP_LENGTH ? 0 : index;
    focus(fill(start, digits.slice(0, OTP_LENGTH)));
  }

  return (
    <FormField layout="group" label={legend} error={error} className={styles.fieldset}>
      {(control) => (
        <div className={styles.boxes}>
          {boxes.map((digit, index) => (
            <input
              // The boxes never reorder: the position is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed six boxes
              key={index}
              ref={(el) => {
                refs.current[index] = el;
              }}
              className={styles.box}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? "one-time-code" : "off"}
              aria-label={t("Digit {value} of {OTP_LENGTH}", { value: index + 1, OTP_LENGTH })}
              aria-invalid={control["aria-invalid"]}
              value={digit === EMPTY ? "" : digit}
              disabled={disabled}
              // biome-ignore lint/a11y/noAutofocus: the code step opens to type the code just sent
              autoFocus={autoFocus && index === 0}
              onChange={(event) => onInput(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </div>
      )}
    </FormField>
  );
}
