// Sets document.title and the meta description for the path shown, from the owner's per-page settings
// (loaded by route-meta.tsx after the first in-app move).
import { metaForPath } from "@henna/domain/route-meta";
import { useEffect } from "react";
import { pageMeta } from "../state/resources";
import { useResource } from "../state/use-resource";

function setDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  tag.content = content;
}

export default function ApplyRouteMeta({ pathname }: { pathname: string }) {
  const { data } = useResource(pageMeta, undefined);
  useEffect(() => {
    if (!data) return;
    const routes = Object.fromEntries(data.routes.map(({ route, ...meta }) => [route, meta]));
    const { title, description } = metaForPath(pathname, data, routes);
    if (title) document.title = title;
    if (description) setDescription(description);
  }, [data, pathname]);
  return null;
}
