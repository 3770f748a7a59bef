// A page's own title and description (the back office's "page metadata per route"): which path a
// setting belongs to, and what the page then carries.
//
// Decisions:
// - A route is a site path: it starts with '/', holds only letters, digits and - _ / . (no query or
//   fragment), at most 200 characters. It is kept lower case without trailing slashes ('/' is the
//   home), so '/About/' and '/about' name one page; a page is looked up the same way.
// - A title is at most 120 characters and a description at most 300 (what search results show, and
//   more); both are trimmed. A route with neither is no setting at all.
// - A page without a setting of its own carries the store's title and description.

export const ROUTE_MAX_LENGTH = 200;
export const ROUTE_TITLE_MAX_LENGTH = 120;
export const ROUTE_DESCRIPTION_MAX_LENGTH = 300;

const ROUTE = /^\/[a-z0-9\-_/.]*$/;

/** The key a path is stored and looked up under: lower case, no trailing slashes, '/' for the home. */
export function routeKey(path: string): string {
  const trimmed = path.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export interface RouteMetaInput {
  route: string;
  title: string;
  description: string;
}

/** The problem with one route's setting, or null. */
export function routeMetaProblem(input: RouteMetaInput): string | null {
  const key = routeKey(input.route);
  if (key.length > ROUTE_MAX_LENGTH || !ROUTE.test(key) || key.includes("//")) {
    return `"${input.route}" is not a page path: start with / and use letters, digits, - and / only.`;
  }
  if (input.title.trim().length > ROUTE_TITLE_MAX_LENGTH) {
    return `The title of ${key} is longer than ${ROUTE_TITLE_MAX_LENGTH} characters.`;
  }
  if (input.description.trim().length > ROUTE_DESCRIPTION_MAX_LENGTH) {
    return `The description of ${key} is longer than ${ROUTE_DESCRIPTION_MAX_LENGTH} characters.`;
  }
  if (input.title.trim() === "" && input.description.trim() === "") {
    return `Give ${key} a title or a description.`;
  }
  return null;
}

/** Every problem with a list of route settings, a route named twice included. */
export function routeMetaProblems(list: readonly RouteMetaInput[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const item of list) {
    const problem = routeMetaProblem(item);
    if (problem) problems.push(problem);
    const key = routeKey(item.route);
    if (seen.has(key)) problems.push(`${key} is listed twice.`);
    seen.add(key);
  }
  return problems;
}

/** The title and description a page at `path` carries. */
export function metaForPath(
  path: string,
  store: { title: string; description: string },
  routes: Readonly<Record<string, { title: string; description: string }>>,
): { title: string; description: string } {
  const own = routes[routeKey(path)];
  return {
    title: own?.title || store.title,
    description: own?.description || store.description,
  };
}
