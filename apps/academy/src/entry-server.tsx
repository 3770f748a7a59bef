// The academy's pages rendered on the server (the server loads this build, dist-ssr/entry-server.js,
// and writes the result into the page it answers; apps/server's web/page-render.ts).
import { setCurrentApp } from "@henna/storefront/navigation/current-app.ts";
import {
  renderOnServer,
  type ServerRender,
  type ServerRenderInput,
} from "@henna/storefront/ssr/render-on-server.tsx";
import { AcademyRoutes, pageTexts, preloadPage } from "./app/routes";
import { loadHindi } from "./i18n/load-hindi";

setCurrentApp("academy");

export type { ServerRender, ServerRenderInput };

export function render(input: ServerRenderInput): Promise<ServerRender> {
  return renderOnServer(
    { routes: <AcademyRoutes />, preload: preloadPage, pageTexts, hindi: loadHindi },
    input,
  );
}
