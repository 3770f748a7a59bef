// GST rates (percent, included in the prices) of the demo store's goods by HSN code, as the GST 2.0
// schedule (from 22 September 2025) has them. A real store sets each product's rate itself.
const RATE_BY_HSN: Record<string, number> = {
  // Henna: cones (mehendi paste) and powder.
  "3305": 5,
  "1404": 5,
  // Tea, spices, herbal plant parts, tea premixes.
  "0902": 5,
  "0907": 5,
  "0910": 5,
  "1211": 5,
  "2101": 5,
  // Clay tableware.
  "6912": 5,
  // Printed books.
  "4901": 0,
  // Beauty preparations, essential oils, plastic sheets and articles.
  "3304": 18,
  "3301": 18,
  "3920": 18,
  "3926": 18,
  // Commercial training (academy courses).
  "999293": 18,
};

/** The demo rate for an HSN/SAC code; the standard 18% for one not listed. */
export function demoGstRate(hsn: string): number {
  return RATE_BY_HSN[hsn] ?? 18;
}
