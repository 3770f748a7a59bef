// A page as the server sends it, for hydration tests: an app's server render written into the document's
// root with its data block, at its URL.
import type { ServerRender, ServerRenderInput } from "../ssr/render-on-server";
import { SERVER_DATA_ID } from "../ssr/server-data-block";

export async function serverPage(
  render: (input: ServerRenderInput) => Promise<ServerRender>,
  url: string,
  answers: Record<string, unknown>,
): Promise<HTMLElement> {
  const page = await render({ url, mainId: "demo-store", answers });
  window.history.replaceState(null, "", url);
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_DATA_ID}">${JSON.stringify(page.serverData)}</script>`;
  return document.getElementById("root") as HTMLElement;
}
