// A product photo's alt text (issue 35): the product's name, and the variation's values when the line is
// one variation of it, so a reader of a cart or an order with two sizes of one product hears which is which.

/** "Organic Henna Cone (25 g)" or, for a variation, "Bridal Henna Kit (Large / Red)". */
export function productPhotoAlt(title: string, attributes?: Record<string, string> | null): string {
  const values = Object.values(attributes ?? {}).filter((value) => value.trim() !== "");
  return values.length > 0 ? `${title} (${values.join(" / ")})` : title;
}
