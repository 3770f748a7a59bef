// The offline geocoder's table: 6-digit Indian pincode -> approximate centre of its delivery area.
// Coordinates are rounded to about 100 m, which is well inside the 1 km steps delivery bands use (§9).
// Covers Mumbai (400001-400104, plus Thane, Navi Mumbai and Mira Road) and a few pincodes of Pune,
// Delhi, Bengaluru, Ahmedabad and Jaipur. An unknown pincode has no coordinates: delivery is then free.

export interface PincodeLocation {
  pincode: string;
  latitude: number;
  longitude: number;
  city: string;
  area: string;
}

type Row = readonly [pincode: string, area: string, latitude: number, longitude: number];

const MUMBAI: readonly Row[] = [
  ["400001", "Fort", 18.9388, 72.8354],
  ["400002", "Kalbadevi", 18.95, 72.83],
  ["400003", "Mandvi", 18.9536, 72.8362],
  ["400004", "Girgaon", 18.9547, 72.817],
  ["400005", "Colaba", 18.9067, 72.8147],
  ["400006", "Malabar Hill", 18.9548, 72.7985],
  ["400007", "Grant Road", 18.9633, 72.8128],
  ["400008", "Mumbai Central", 18.969, 72.8205],
  ["400009", "Dongri", 18.96, 72.838],
  ["400010", "Mazgaon", 18.968, 72.844],
  ["400011", "Agripada", 18.978, 72.825],
  ["400012", "Parel", 18.999, 72.84],
  ["400013", "Lower Parel", 18.995, 72.83],
  ["400014", "Dadar East", 19.017, 72.847],
  ["400015", "Sewri", 19.0, 72.856],
  ["400016", "Mahim", 19.041, 72.84],
  ["400017", "Dharavi", 19.04, 72.855],
  ["400018", "Worli", 19.01, 72.817],
  ["400019", "Matunga East", 19.027, 72.857],
  ["400020", "Churchgate", 18.9322, 72.8264],
  ["400021", "Nariman Point", 18.9256, 72.8242],
  ["400022", "Sion", 19.043, 72.863],
  ["400024", "Kurla East", 19.065, 72.888],
  ["400025", "Prabhadevi", 19.016, 72.829],
  ["400026", "Peddar Road", 18.97, 72.808],
  ["400027", "Byculla", 18.979, 72.835],
  ["400028", "Dadar West", 19.02, 72.84],
  ["400029", "Santacruz Airport", 19.09, 72.86],
  ["400030", "Worli Naka", 19.005, 72.815],
  ["400031", "Wadala", 19.02, 72.865],
  ["400032", "Mantralaya", 18.927, 72.829],
  ["400033", "Kalachowki", 18.987, 72.843],
  ["400034", "Tardeo", 18.978, 72.814],
  ["400036", "Nepean Sea Road", 18.96, 72.804],
  ["400037", "Antop Hill", 19.025, 72.87],
  ["400038", "Ballard Estate", 18.94, 72.84],
  ["400042", "Bhandup East", 19.145, 72.94],
  ["400043", "Govandi", 19.06, 72.925],
  ["400049", "Juhu", 19.1, 72.827],
  ["400050", "Bandra West", 19.06, 72.83],
  ["400051", "Bandra East", 19.06, 72.85],
  ["400052", "Khar West", 19.07, 72.835],
  ["400053", "Andheri West", 19.13, 72.83],
  ["400054", "Santacruz West", 19.082, 72.838],
  ["400055", "Santacruz East", 19.08, 72.855],
  ["400056", "Vile Parle West", 19.1, 72.84],
  ["400057", "Vile Parle East", 19.1, 72.852],
  ["400058", "Andheri West", 19.123, 72.84],
  ["400059", "Marol", 19.119, 72.883],
  ["400060", "Jogeshwari East", 19.14, 72.86],
  ["400061", "Versova", 19.135, 72.815],
  ["400062", "Goregaon West", 19.16, 72.845],
  ["400063", "Goregaon East", 19.165, 72.865],
  ["400064", "Malad West", 19.187, 72.835],
  ["400065", "Aarey Colony", 19.16, 72.88],
  ["400066", "Borivali East", 19.228, 72.86],
  ["400067", "Kandivali West", 19.205, 72.84],
  ["400068", "Dahisar", 19.25, 72.86],
  ["400069", "Andheri East", 19.115, 72.86],
  ["400070", "Kurla West", 19.07, 72.879],
  ["400071", "Chembur", 19.052, 72.9],
  ["400072", "Saki Naka", 19.103, 72.888],
  ["400074", "Chembur RCF Colony", 19.033, 72.9],
  ["400075", "Pant Nagar", 19.084, 72.915],
  ["400076", "Powai", 19.12, 72.905],
  ["400077", "Ghatkopar East", 19.078, 72.908],
  ["400078", "Bhandup West", 19.144, 72.935],
  ["400079", "Vikhroli", 19.11, 72.93],
  ["400080", "Mulund West", 19.172, 72.95],
  ["400081", "Mulund East", 19.17, 72.96],
  ["400082", "Mulund Colony", 19.165, 72.935],
  ["400083", "Kannamwar Nagar", 19.105, 72.935],
  ["400084", "Barve Nagar", 19.095, 72.907],
  ["400085", "Trombay", 19.015, 72.925],
  ["400086", "Ghatkopar West", 19.093, 72.901],
  ["400087", "Nahur", 19.154, 72.946],
  ["400088", "Deonar", 19.045, 72.915],
  ["400089", "Tilak Nagar", 19.065, 72.895],
  ["400091", "Borivali West", 19.235, 72.845],
  ["400092", "Shimpoli", 19.225, 72.845],
  ["400093", "Chakala", 19.11, 72.865],
  ["400094", "Anushakti Nagar", 19.04, 72.925],
  ["400095", "Malvani", 19.195, 72.82],
  ["400096", "SEEPZ", 19.125, 72.875],
  ["400097", "Malad East", 19.186, 72.855],
  ["400098", "Vidyanagari", 19.075, 72.865],
  ["400099", "Sahar", 19.099, 72.87],
  ["400101", "Kandivali East", 19.205, 72.865],
  ["400102", "Oshiwara", 19.145, 72.84],
  ["400103", "Mandapeshwar", 19.24, 72.845],
  ["400104", "Motilal Nagar", 19.163, 72.84],
];

const MUMBAI_REGION: readonly Row[] = [
  ["400601", "Thane West", 19.195, 72.97],
  ["400703", "Vashi", 19.077, 72.998],
  ["401107", "Mira Road", 19.28, 72.87],
];

const OTHER_CITIES: Readonly<Record<string, readonly Row[]>> = {
  Pune: [
    ["411001", "Pune Camp", 18.5167, 73.88],
    ["411004", "Deccan Gymkhana", 18.516, 73.841],
    ["411014", "Viman Nagar", 18.567, 73.914],
    ["411038", "Kothrud", 18.507, 73.808],
    ["411057", "Hinjewadi", 18.59, 73.738],
  ],
  Delhi: [
    ["110001", "Connaught Place", 28.632, 77.219],
    ["110016", "Hauz Khas", 28.55, 77.2],
    ["110019", "Kalkaji", 28.539, 77.259],
    ["110085", "Rohini", 28.72, 77.11],
    ["110092", "Preet Vihar", 28.639, 77.295],
  ],
  Bengaluru: [
    ["560001", "MG Road", 12.975, 77.605],
    ["560034", "Koramangala", 12.934, 77.62],
    ["560038", "Indiranagar", 12.978, 77.64],
    ["560041", "Jayanagar", 12.925, 77.59],
    ["560066", "Whitefield", 12.97, 77.75],
  ],
  Ahmedabad: [
    ["380001", "Lal Darwaja", 23.025, 72.58],
    ["380009", "Navrangpura", 23.038, 72.56],
    ["380015", "Satellite", 23.03, 72.52],
    ["380054", "Bodakdev", 23.04, 72.51],
  ],
  Jaipur: [
    ["302001", "MI Road", 26.92, 75.815],
    ["302017", "Malviya Nagar", 26.855, 75.815],
    ["302021", "Vaishali Nagar", 26.91, 75.74],
  ],
};

function index(): ReadonlyMap<string, PincodeLocation> {
  const table = new Map<string, PincodeLocation>();
  const add = (city: string, rows: readonly Row[]) => {
    for (const [pincode, area, latitude, longitude] of rows) {
      table.set(pincode, { pincode, latitude, longitude, city, area });
    }
  };
  add("Mumbai", MUMBAI);
  add("Thane", MUMBAI_REGION.slice(0, 1));
  add("Navi Mumbai", MUMBAI_REGION.slice(1, 2));
  add("Mira Bhayandar", MUMBAI_REGION.slice(2));
  for (const [city, rows] of Object.entries(OTHER_CITIES)) add(city, rows);
  return table;
}

export const PINCODE_COORDINATES: ReadonlyMap<string, PincodeLocation> = index();

/** Coordinates and city of a 6-digit pincode (spaces ignored), or null when the table lacks it. */
export function lookupPincode(pincode: string): PincodeLocation | null {
  return PINCODE_COORDINATES.get(pincode.replace(/\s/g, "")) ?? null;
}
