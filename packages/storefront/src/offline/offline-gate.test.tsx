// The notices every page carries: "You are offline" while the connection is gone, the data on screen
// read again once it is back; and a waiting new version offered as "New version available, Reload".
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settle } from "../api/api-result";
import { defineResource } from "../state/server-data";
import { makeStore } from "../state/store";
import { useResource } from "../state/use-resource";
import { createFakeServer, json } from "../test-support/fake-services";
import { OfflineGate } from "./offline-gate";
import { OfflineNotices } from "./offline-notices";

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

const sliders = defineResource("offlineGateSliders", ({ clients, mainId }) =>
  settle(clients.store.GET("/slider/all/{storeId}", { params: { path: { storeId: mainId } } })),
);

function Sliders() {
  const read = useResource(sliders, undefined);
  return <p>{read.data ? "sliders shown" : "no sliders"}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe("OfflineGate", () => {
  it("says 'You are offline' while the connection is gone and reads the page's data again once back", async () => {
    const server = createFakeServer();
    let reads = 0;
    server.on("GET", "/slider/all/demo-store", () => {
      reads += 1;
      return json([]);
    });
    render(
      <Provider store={makeStore(undefined, server.services)}>
        <OfflineGate />
        <Sliders />
      </Provider>,
    );
    await screen.findByText("sliders shown");
    expect(reads).toBe(1);
    expect(screen.queryByText("You are offline")).toBeNull();

    act(() => setOnline(false));
    expect(await screen.findByText("You are offline")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Pages and the cart you have seen stay open.");

    act(() => setOnline(true));
    await vi.waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByText("You are offline")).toBeNull();
    expect(screen.getByText("sliders shown")).toBeInTheDocument();
  });
});

describe("OfflineNotices", () => {
  it("offers a waiting new version with a Reload button", async () => {
    const reload = vi.fn();
    render(<OfflineNotices online onReload={reload} />);
    expect(screen.getByRole("status")).toHaveTextContent("New version available");
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("shows nothing when all is well (the live region stays, empty)", () => {
    render(<OfflineNotices online onReload={null} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
