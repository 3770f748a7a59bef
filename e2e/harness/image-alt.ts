// The alt-text rules of issue 35, for a page's HTML: every <img> says what it shows (a product photo
// its product's name, a logo the store's name) or is marked decorative (alt="" with role="presentation");
// an alt that is a file's name (what a CMS fills in when nobody wrote one) says nothing to a reader or a
// search engine.

export interface ImageProblem {
  img: string;
  problem: string;
}

const FILE_EXTENSION = /\.(jpe?g|png|gif|svg|webp|avif|bmp|tiff?)$/i;
// A camera's or a CMS's name for a picture: IMG_1234, DSC0042, image-3, photo 12.
const CAMERA_NAME = /^(img|image|dsc|dscn|photo|pic|screenshot)[\s_-]*\d+$/i;
// Words joined by - or _ with no space: organic-henna-cone, hero_banner_2.
const JOINED_WORDS = /^[\p{L}\p{N}]+([_-][\p{L}\p{N}]+)+$/u;

/** Why an alt text reads as a file name, or null when it does not. */
export function fileNameLike(alt: string): string | null {
  const text = alt.trim();
  if (FILE_EXTENSION.test(text)) return "ends in a file extension";
  if (text.includes("/")) return "is a path";
  if (CAMERA_NAME.test(text)) return "is a camera's file name";
  if (JOINED_WORDS.test(text)) return "is words joined by - or _";
  return null;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, "i").exec(tag);
  if (!match) return null;
  return (match[1] ?? match[2] ?? "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The rule for one image, from its alt and role attributes. */
export function imageProblem(alt: string | null, role: string | null): string | null {
  if (alt === null) return "has no alt";
  if (alt.trim() === "")
    return role === "presentation" || role === "none" ? null : 'alt="" without role="presentation"';
  const fileName = fileNameLike(alt);
  return fileName ? `alt "${alt}" ${fileName}` : null;
}

/** Each <img> of an HTML text that breaks the rules. */
export function imageProblems(html: string): ImageProblem[] {
  const problems: ImageProblem[] = [];
  for (const [img] of html.matchAll(/<img\b[^>]*>/gi)) {
    const problem = imageProblem(attribute(img, "alt"), attribute(img, "role"));
    if (problem) problems.push({ img, problem });
  }
  return problems;
}
