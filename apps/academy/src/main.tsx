import "@henna/storefront/styles/base.css";
import { setCurrentApp } from "@henna/storefront/navigation/current-app.ts";
import { makeStore, storedState } from "@henna/storefront/state/store.ts";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { AcademyRoutes, preloadPage } from "./app/routes";

// Links and navigations to the shop's paths become full page loads from here on.
setCurrentApp("academy");

const store = makeStore(storedState());
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// The page's chunk is on its way already (the server preloads it): waiting for it lets the first render
// show the page instead of a loading fallback. A chunk that fails to load is retried by the page itself.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <Provider store={store}>
            <BrowserRouter>
              <AcademyRoutes />
            </BrowserRouter>
          </Provider>
        </StrictMode>,
      );
    });
  });
