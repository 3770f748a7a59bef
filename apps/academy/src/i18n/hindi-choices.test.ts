// Choices the admission form offers from @henna/domain (the scanner sees only a constant there, not
// its texts): each one has its Hindi.
import { GENDER_CHOICES } from "@henna/domain/validate-admission";
import { describe, expect, it } from "vitest";
import { hindi } from "./hindi";

describe("the academy's Hindi", () => {
  it.each(GENDER_CHOICES)("says the gender choice %s in Hindi", (choice) => {
    expect(hindi[choice]).toMatch(/[\u0900-\u097F]/);
  });
});
