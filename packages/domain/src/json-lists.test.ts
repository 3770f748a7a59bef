import { describe, expect, test } from "vitest";
import {
  isRecord,
  normalizeNewArrivalGroup,
  normalizeProduct,
  parseAttributeMap,
  parseAttributes,
  parseCartProducts,
  parseGroupedItems,
  parseList,
  parseRecord,
  parseRecordList,
  parseReviews,
  parseSpecifications,
  parseTextList,
  parseVariations,
} from "./json-lists";

describe("parseList", () => {
  test.each<{ name: string; given: unknown; want: unknown[] }>([
    { name: "list as is", given: [1, "a", { b: 2 }], want: [1, "a", { b: 2 }] },
    { name: "JSON text of a list", given: '["Best Sellers","Trending"]', want: ["Best Sellers", "Trending"] },
    { name: "double-encoded JSON text", given: JSON.stringify('["a"]'), want: ["a"] },
    { name: "empty JSON list", given: "[]", want: [] },
    { name: "malformed JSON", given: "[1, 2", want: [] },
    { name: "plain text", given: "Trending", want: [] },
    { name: "empty text", given: "", want: [] },
    { name: "JSON object, not a list", given: '{"a":1}', want: [] },
    { name: "JSON null", given: "null", want: [] },
    { name: "JSON number", given: "42", want: [] },
    { name: "object", given: { a: 1 }, want: [] },
    { name: "number", given: 3, want: [] },
    { name: "null", given: null, want: [] },
    { name: "undefined", given: undefined, want: [] },
    {
      name: "triple-encoded text stops after two decodes",
      given: JSON.stringify(JSON.stringify("[1]")),
      want: [],
    },
  ])("$name", ({ given, want }) => {
    expect(parseList(given)).toEqual(want);
  });

  test("returns a copy, never the caller's array", () => {
    const given = [1, 2];
    const got = parseList<number>(given);
    got.push(3);
    expect(given).toEqual([1, 2]);
  });
});

describe("isRecord / parseRecordList / parseRecord", () => {
  test.each<{ given: unknown; want: boolean }>([
    { given: {}, want: true },
    { given: [], want: false },
    { given: null, want: false },
    { given: "x", want: false },
  ])("isRecord($given) = $want", ({ given, want }) => {
    expect(isRecord(given)).toBe(want);
  });

  test("parseRecordList keeps only objects", () => {
    expect(parseRecordList('[{"a":1}, 2, null, [3], "x", {"b":2}]')).toEqual([{ a: 1 }, { b: 2 }]);
  });

  test.each<{ given: unknown; want: Record<string, unknown> }>([
    { given: { Size: "M" }, want: { Size: "M" } },
    { given: '{"Size":"M"}', want: { Size: "M" } },
    { given: "[1]", want: {} },
    { given: "{bad", want: {} },
    { given: null, want: {} },
  ])("parseRecord($given)", ({ given, want }) => {
    expect(parseRecord(given)).toEqual(want);
  });
});

describe("parseTextList (categorytype, key_features, gallery)", () => {
  test.each<{ given: unknown; want: string[] }>([
    { given: ["Best Sellers", "Trending"], want: ["Best Sellers", "Trending"] },
    { given: '["/images/a.svg", "/images/b.svg"]', want: ["/images/a.svg", "/images/b.svg"] },
    { given: ["ok", 12, null, { x: 1 }, "", "  ", true], want: ["ok", "12"] },
    { given: "not json", want: [] },
    { given: null, want: [] },
  ])("parseTextList($given)", ({ given, want }) => {
    expect(parseTextList(given)).toEqual(want);
  });
});

describe("field parsers", () => {
  test("specifications: label/value, blanks dropped, non-text values blanked", () => {
    expect(
      parseSpecifications(
        '[{"label":"Weight","value":"25 g"},{"label":"Pack","value":6},{},{"value":{"x":1}}, 7]',
      ),
    ).toEqual([
      { label: "Weight", value: "25 g" },
      { label: "Pack", value: "6" },
    ]);
  });

  test("attributes: name, slug and selectedTerms (id kept as number or text)", () => {
    expect(
      parseAttributes([
        { name: "Size", slug: "size", selectedTerms: '[{"id":1,"name":"S"},{"id":"2","name":"M"},"junk"]' },
        { name: "Colour" },
      ]),
    ).toEqual([
      {
        name: "Size",
        slug: "size",
        selectedTerms: [
          { id: 1, name: "S" },
          { id: "2", name: "M" },
        ],
      },
      { name: "Colour", slug: "", selectedTerms: [] },
    ]);
  });

  test("variations: nested JSON text parsed, loose numbers kept, extra fields kept", () => {
    expect(
      parseVariations(
        JSON.stringify([
          {
            sku: "CONE-S",
            price: "120",
            salePrice: 99,
            stock: 4,
            imageUrl: "/images/s.svg",
            galleryImages: '["/images/s1.svg"]',
            attributes: '{"Size":"S","Pack":6,"Bad":{"x":1}}',
            id: 7,
          },
          { price: { bad: true } },
        ]),
      ),
    ).toEqual([
      {
        sku: "CONE-S",
        price: "120",
        salePrice: 99,
        stock: 4,
        imageUrl: "/images/s.svg",
        galleryImages: ["/images/s1.svg"],
        attributes: { Size: "S", Pack: "6" },
        id: 7,
      },
      {
        sku: "",
        price: undefined,
        salePrice: undefined,
        stock: undefined,
        imageUrl: "",
        galleryImages: [],
        attributes: {},
      },
    ]);
  });

  test("attribute map from text", () => {
    expect(parseAttributeMap('{"Size":"M"}')).toEqual({ Size: "M" });
    expect(parseAttributeMap("oops")).toEqual({});
  });

  test("grouped items keep extra fields, title/image coerced to text", () => {
    expect(
      parseGroupedItems('[{"title":"Cone","image":"/images/c.svg","product_id":3},{"title":5}]'),
    ).toEqual([
      { title: "Cone", image: "/images/c.svg", product_id: 3 },
      { title: "5", image: "" },
    ]);
  });

  test("reviews and cart_products", () => {
    expect(parseReviews([{ user: "Asha", comment: "Lovely" }, { comment: 1 }])).toEqual([
      { user: "Asha", comment: "Lovely" },
      { user: "", comment: "1" },
    ]);
    expect(parseCartProducts('[{"product_id":1},"x"]')).toEqual([{ product_id: 1 }]);
    expect(parseCartProducts("{broken")).toEqual([]);
  });
});

describe("normalizeProduct", () => {
  test("every list field parsed; other fields untouched", () => {
    const raw = {
      product_id: 1,
      title: "Bridal Cone",
      originalPrice: "199",
      categorytype: '["Best Sellers"]',
      key_features: '["Natural"]',
      specifications: '[{"label":"Weight","value":"25 g"}]',
      attribute: "[]",
      variation: '[{"sku":"A","price":10,"attributes":{"Size":"S"}}]',
      grouped_product: null,
      gallery: '["/images/a.svg"]',
      downloadable_files: '["/files/guide.pdf"]',
      reviews: "not json",
    };
    expect(normalizeProduct(raw)).toEqual({
      product_id: 1,
      title: "Bridal Cone",
      originalPrice: "199",
      categorytype: ["Best Sellers"],
      key_features: ["Natural"],
      specifications: [{ label: "Weight", value: "25 g" }],
      attribute: [],
      variation: [
        {
          sku: "A",
          price: 10,
          salePrice: undefined,
          stock: undefined,
          imageUrl: "",
          galleryImages: [],
          attributes: { Size: "S" },
        },
      ],
      grouped_product: [],
      gallery: ["/images/a.svg"],
      downloadable_files: ["/files/guide.pdf"],
      reviews: [],
    });
  });

  test("missing list fields become empty lists", () => {
    const got = normalizeProduct({ product_id: 2 });
    expect(got).toEqual({
      product_id: 2,
      categorytype: [],
      key_features: [],
      specifications: [],
      attribute: [],
      variation: [],
      grouped_product: [],
      gallery: [],
      downloadable_files: [],
      reviews: [],
    });
  });
});

describe("normalizeNewArrivalGroup", () => {
  test.each<{ name: string; given: object; wantProducts: number }>([
    {
      name: "product as JSON text",
      given: { category_name: "Cones", product: '[{"product_id":1}]' },
      wantProducts: 1,
    },
    {
      name: "product as list",
      given: { category_name: "Cones", product: [{ product_id: 1 }, { product_id: 2 }] },
      wantProducts: 2,
    },
    { name: "malformed product", given: { category_name: "Cones", product: "[{" }, wantProducts: 0 },
    { name: "missing product", given: {}, wantProducts: 0 },
  ])("$name", ({ given, wantProducts }) => {
    const got = normalizeNewArrivalGroup(given);
    expect(got.product).toHaveLength(wantProducts);
    for (const product of got.product) expect(product.gallery).toEqual([]);
  });

  test("heading and description as text", () => {
    expect(normalizeNewArrivalGroup({ category_name: "Tea", description: "Fresh", extra: 1 })).toEqual({
      category_name: "Tea",
      description: "Fresh",
      extra: 1,
      product: [],
    });
    expect(normalizeNewArrivalGroup({ category_name: null })).toMatchObject({
      category_name: "",
      description: "",
    });
  });
});
