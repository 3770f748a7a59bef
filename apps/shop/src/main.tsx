import "@henna/storefront/styles/base.css";
import { makeStore, storedState } from "@henna/storefront/state/store.ts";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { preloadPage, ShopRoutes } from "./app/routes";

const store = makeStore(storedState());
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// The page's chunk is on its way already (the server preloads it): waiting for it lets the first render
// show the page instead of a loading fallback. A chunk that fails to load is retried by the page itself.
// (A then, not a top-level await: pages import the entry's modules, and an entry that awaits its pages
// would have the bundler split those modules into many small chunks.)
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // A transition lets React yield to the browser while it builds the first screen.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <Provider store={store}>
            <BrowserRouter>
              <ShopRoutes />
            </BrowserRouter>
          </Provider>
        </StrictMode>,
      );
    });
  });
