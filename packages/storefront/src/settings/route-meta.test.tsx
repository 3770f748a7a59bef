// The title and description follow in-app moves: the page's own setting from store setup, else the
// store's; the first page (whose title the server wrote) costs no request.
import { act, render, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { makeStore } from "../state/store";
import { createFakeServer, json } from "../test-support/fake-services";
import { RouteMeta } from "./route-meta";

const META = {
  title: "Henna House",
  description: "Natural henna cones and tea",
  keywords: "",
  author: "",
  icon: "",
  scripts: [],
  routes: [{ route: "/about", title: "About Henna House", description: "Our story since 1998" }],
};

function renderAt(path: string) {
  const server = createFakeServer();
  server.on("GET", /^\/meta\//, () => json({ isError: false, data: META }));
  const store = makeStore(undefined, server.services);
  const router = createMemoryRouter([{ path: "*", element: <RouteMeta /> }], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, server };
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe("RouteMeta", () => {
  it("leaves the server's title alone on the first page and asks for nothing", async () => {
    document.title = "Server title";
    const { server } = renderAt("/");
    await act(async () => undefined);
    expect(document.title).toBe("Server title");
    expect(server.calls.filter((call) => call.includes("/meta/"))).toEqual([]);
  });

  it.each([
    { to: "/about", title: "About Henna House", text: "Our story since 1998" },
    { to: "/About/", title: "About Henna House", text: "Our story since 1998" },
    { to: "/cart", title: "Henna House", text: "Natural henna cones and tea" },
  ])("moving to $to shows '$title'", async ({ to, title, text }) => {
    document.title = "Server title";
    const { router } = renderAt("/");
    await act(() => router.navigate(to));
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).toBe(text);
  });
});
