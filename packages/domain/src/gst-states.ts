// States and union territories of India as GST names them, with their GST state codes (the first two
// digits of a GSTIN), and the state a delivery pincode lies in (the invoice's place of supply).
//
// Decisions:
// - The codes are the GST system's current ones: 26 is Dadra and Nagar Haveli and Daman and Diu (merged
//   in 2020, 25 is no longer issued), 37 is Andhra Pradesh (28 was the undivided state), 38 Ladakh.
// - Pincode to state follows India Post's numbering: the first two digits name a postal circle, and a
//   few more digits separate the states that share a circle (Goa 403, Sikkim 737, the north-eastern
//   states 790-799, Chandigarh 1600 (Mohali's 16005-7 are Punjab), Ladakh 194, Puducherry 6050/6051 and
//   Karaikal 6096, Lakshadweep 68255, Andaman and Nicobar 744, Daman, Diu, Dadra and Silvassa, the
//   Uttarakhand offices in Uttar Pradesh's ranges, Jharkhand's in Bihar's). A few post offices near state
//   borders are numbered in a neighbour's range; the address book has no state field, so this is the
//   best the store knows. A pincode that is not 6 digits, starts with 0 (unused) or 9 (army post)
//   has no state (null).

export interface GstState {
  /** Two-digit GST state code, e.g. '27'. */
  code: string;
  name: string;
}

const STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
];

const BY_CODE = new Map(STATES.map((state) => [state.code, state]));

/** The state with this GST state code, or null. */
export function gstStateByCode(code: string | null | undefined): GstState | null {
  return BY_CODE.get((code ?? "").trim()) ?? null;
}

/** The state a GSTIN is registered in (its first two digits), or null when they name no state. */
export function gstStateOfGstin(gstin: string | null | undefined): GstState | null {
  return gstStateByCode((gstin ?? "").trim().slice(0, 2));
}

// [first digits of the pincode, GST state code]; the longest matching prefix wins.
const PINCODE_PREFIXES: readonly (readonly [string, string])[] = [
  ["11", "07"],
  ["12", "06"],
  ["13", "06"],
  ["14", "03"],
  ["15", "03"],
  ["1600", "04"],
  ["16005", "03"],
  ["16006", "03"],
  ["16007", "03"],
  ["16", "03"],
  ["17", "02"],
  ["18", "01"],
  ["19", "01"],
  ["194", "38"],
  ["20", "09"],
  ["21", "09"],
  ["22", "09"],
  ["23", "09"],
  ["24", "09"],
  ["2447", "05"],
  ["246", "05"],
  ["2467", "09"],
  ["2476", "05"],
  ["248", "05"],
  ["249", "05"],
  ["25", "09"],
  ["26", "09"],
  ["2623", "05"],
  ["2624", "05"],
  ["2625", "05"],
  ["2626", "05"],
  ["263", "05"],
  ["27", "09"],
  ["28", "09"],
  ["30", "08"],
  ["31", "08"],
  ["32", "08"],
  ["33", "08"],
  ["34", "08"],
  ["36", "24"],
  ["37", "24"],
  ["38", "24"],
  ["39", "24"],
  ["36252", "26"],
  ["36253", "26"],
  ["36254", "26"],
  ["396193", "26"],
  ["39621", "26"],
  ["39622", "26"],
  ["39623", "26"],
  ["39624", "26"],
  ["40", "27"],
  ["403", "30"],
  ["41", "27"],
  ["42", "27"],
  ["43", "27"],
  ["44", "27"],
  ["45", "23"],
  ["46", "23"],
  ["47", "23"],
  ["48", "23"],
  ["49", "22"],
  ["50", "36"],
  ["51", "37"],
  ["52", "37"],
  ["53", "37"],
  ["56", "29"],
  ["57", "29"],
  ["58", "29"],
  ["59", "29"],
  ["60", "33"],
  ["6050", "34"],
  ["6051", "34"],
  ["6096", "34"],
  ["61", "33"],
  ["62", "33"],
  ["63", "33"],
  ["64", "33"],
  ["67", "32"],
  ["68", "32"],
  ["68255", "31"],
  ["69", "32"],
  ["70", "19"],
  ["71", "19"],
  ["72", "19"],
  ["73", "19"],
  ["737", "11"],
  ["74", "19"],
  ["744", "35"],
  ["75", "21"],
  ["76", "21"],
  ["77", "21"],
  ["78", "18"],
  ["790", "12"],
  ["791", "12"],
  ["792", "12"],
  ["793", "17"],
  ["794", "17"],
  ["795", "14"],
  ["796", "15"],
  ["797", "13"],
  ["798", "13"],
  ["799", "16"],
  ["80", "10"],
  ["81", "10"],
  ["813", "20"],
  ["814", "20"],
  ["815", "20"],
  ["816", "20"],
  ["82", "10"],
  ["822", "20"],
  ["825", "20"],
  ["826", "20"],
  ["827", "20"],
  ["828", "20"],
  ["829", "20"],
  ["83", "20"],
  ["84", "10"],
  ["85", "10"],
];

const PREFIX_STATE = new Map(PINCODE_PREFIXES);
const PINCODE_6 = /^[1-8][0-9]{5}$/;

/** The state a 6-digit Indian pincode lies in (India Post's numbering), or null when it names none. */
export function gstStateOfPincode(pincode: string | number | null | undefined): GstState | null {
  const text = String(pincode ?? "").replace(/\s/g, "");
  if (!PINCODE_6.test(text)) return null;
  for (let length = 6; length >= 2; length -= 1) {
    const code = PREFIX_STATE.get(text.slice(0, length));
    if (code) return gstStateByCode(code);
  }
  return null;
}

/** The last 6-digit pincode written in an address text ('..., Mumbai 400097'), or null. */
export function pincodeInText(text: string | null | undefined): string | null {
  const found = (text ?? "").match(/\b[1-9][0-9]{5}\b/g);
  return found?.at(-1) ?? null;
}
