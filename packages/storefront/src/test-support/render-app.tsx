// Renders UI the way the apps do (a real store over a fake server, a memory router) and shows where
// the router went, so tests can assert navigation.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { makeStore, type RootState } from "../state/store";
import { createFakeServer, type FakeServer } from "./fake-services";

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderAppOptions {
  path?: string;
  /** The route pattern the UI renders on (default: the path). Other paths show only the probe. */
  routePath?: string;
  preloaded?: Partial<RootState>;
  server?: FakeServer;
}

export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const server = options.server ?? createFakeServer();
  const store = makeStore(options.preloaded, server.services);
  const path = options.path ?? "/";
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={options.routePath ?? path.split("?")[0]} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, server, store };
}
