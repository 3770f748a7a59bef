import { render, screen, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import { describe, expect, it } from "vitest";
import { createFakeServer, json } from "../test-support/fake-services";
import { marquee } from "./resources";
import { makeStore } from "./store";
import { skip, useResource } from "./use-resource";

function Headings({ off = false }: { off?: boolean }) {
  const { data, isLoading, isError, error } = useResource(marquee, off ? skip : undefined);
  if (isLoading) return <p>loading</p>;
  if (isError) return <p>error: {error?.message}</p>;
  return <p>{(data ?? []).join(" | ") || "nothing"}</p>;
}

function Counted({ renders }: { renders: string[] }) {
  const { data, isLoading } = useResource(marquee, undefined);
  renders.push(isLoading ? "loading" : (data ?? []).join());
  return null;
}

describe("useResource", () => {
  it("shows loading, then the data, with one request for two readers", async () => {
    const server = createFakeServer();
    server.on("GET", "/marquee/all/demo-store", () =>
      json({
        isError: false,
        data: [{ heading: "Free shipping" }, { heading: " " }, { heading: "New tea" }],
      }),
    );
    const store = makeStore(undefined, server.services);
    render(
      <Provider store={store}>
        <Headings />
        <Headings />
      </Provider>,
    );
    expect(screen.getAllByText("loading")).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText("Free shipping | New tea")).toHaveLength(2));
    expect(server.calls).toEqual(["GET /marquee/all/demo-store"]);
  });

  it("shows the error text from the server", async () => {
    const server = createFakeServer();
    server.on("GET", "/marquee/all/demo-store", () =>
      json({ isError: true, success: false, code: "INTERNAL", message: "Down", msg: "Down" }, 503),
    );
    render(
      <Provider store={makeStore(undefined, server.services)}>
        <Headings />
      </Provider>,
    );
    expect(await screen.findByText("error: Down")).toBeInTheDocument();
  });

  it("reads nothing when skipped", () => {
    const server = createFakeServer();
    render(
      <Provider store={makeStore(undefined, server.services)}>
        <Headings off />
      </Provider>,
    );
    expect(screen.getByText("nothing")).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it("renders twice for a first read (loading, then the data): the request starting re-renders nothing", async () => {
    const server = createFakeServer();
    server.on("GET", "/marquee/all/demo-store", () => json({ isError: false, data: [{ heading: "Tea" }] }));
    const renders: string[] = [];
    render(
      <Provider store={makeStore(undefined, server.services)}>
        <Counted renders={renders} />
      </Provider>,
    );
    await waitFor(() => expect(renders.at(-1)).toBe("Tea"));
    expect(renders).toEqual(["loading", "Tea"]);
  });
});
