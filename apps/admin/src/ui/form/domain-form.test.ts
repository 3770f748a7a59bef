import { describe, expect, it } from "vitest";
import { domainResolver, flatErrors } from "./domain-form";

describe("domainResolver", () => {
  const resolve = domainResolver<{ title: string; variations: { price: string }[] }>((values) => ({
    ...(values.title ? {} : { title: "Enter the product's title." }),
    ...(values.variations[1]?.price ? {} : { "variations.1.price": "Enter a price." }),
    variations: "",
  }));
  const options = { fields: {}, shouldUseNativeValidation: false } as never;

  it("passes the values when the rule finds nothing", async () => {
    const values = { title: "Kesar", variations: [{ price: "10" }, { price: "20" }] };
    expect(await resolve(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("puts each problem on the path it names, ready to flatten for a summary", async () => {
    const outcome = await resolve(
      { title: "", variations: [{ price: "10" }, { price: "" }] },
      undefined,
      options,
    );
    expect(outcome.values).toEqual({});
    expect(flatErrors(outcome.errors)).toEqual({
      title: "Enter the product's title.",
      "variations.1.price": "Enter a price.",
    });
  });
});

describe("flatErrors", () => {
  it.each([
    { name: "none", errors: {}, flat: {} },
    { name: "a field", errors: { sku: { type: "server", message: "Taken." } }, flat: { sku: "Taken." } },
    {
      name: "an array's own problem and a row's",
      errors: {
        bands: Object.assign([undefined, { amount: { type: "min", message: "0 or more." } }], {
          root: { type: "server", message: "Bands overlap." },
        }),
      },
      flat: { bands: "Bands overlap.", "bands.1.amount": "0 or more." },
    },
  ])("$name", ({ errors, flat }) => {
    expect(flatErrors(errors as never)).toEqual(flat);
  });
});
