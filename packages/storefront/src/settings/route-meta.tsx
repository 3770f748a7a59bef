// The page's title and description after an in-app move. The server writes both into every page it
// sends (the owner's per-page settings from store setup, else the store's own); without this a shopper
// who arrived on the home page would keep its title on every page the app then shows. The settings are
// read on the first in-app move only, so the first paint costs no extra request.
import { metaForPath } from "@henna/domain/route-meta";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pageMeta } from "../state/resources";
import { skip, useResource } from "../state/use-resource";

function setDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  tag.content = content;
}

export function RouteMeta() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (pathname !== firstPath.current) setMoved(true);
  }, [pathname]);
  const { data } = useResource(pageMeta, moved ? undefined : skip);
  useEffect(() => {
    if (!data || !moved) return;
    const routes = Object.fromEntries(data.routes.map(({ route, ...meta }) => [route, meta]));
    const { title, description } = metaForPath(pathname, data, routes);
    if (title) document.title = title;
    if (description) setDescription(description);
  }, [data, moved, pathname]);
  return null;
}
