// The framework floor: an empty page built from the libraries the shop's first render carries (React,
// react-router, Redux Toolkit, react-redux and the store API client), each piece the shop uses
// actually used so the bundler keeps it. bench/web measures the shop's first render on top of this.
import { createMemoryTokenStore, createStoreClient } from "@henna/api";
import {
  combineSlices,
  configureStore,
  createAsyncThunk,
  createListenerMiddleware,
  createSlice,
} from "@reduxjs/toolkit";
import { createRoot } from "react-dom/client";
import { Provider, useSelector } from "react-redux";
import { BrowserRouter, Link, Route, Routes } from "react-router";

const clients = createStoreClient({
  baseUrl: "/api",
  mainId: "demo-store",
  tokens: createMemoryTokenStore(),
});

const loadHealth = createAsyncThunk("health/load", async () => {
  const { data } = await clients.store.GET("/health");
  return data?.status ?? "unknown";
});

const health = createSlice({
  name: "health",
  initialState: { status: "idle" },
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(loadHealth.fulfilled, (state, action) => {
      state.status = action.payload;
    });
  },
});

const listener = createListenerMiddleware();
const reducer = combineSlices(health);
const store = configureStore({
  reducer,
  middleware: (defaults) => defaults().prepend(listener.middleware),
});
listener.startListening({ actionCreator: loadHealth.fulfilled, effect: () => undefined });

function Status() {
  const status = useSelector((state: ReturnType<typeof reducer>) => state.health.status);
  return <p>{status}</p>;
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <Provider store={store}>
      <BrowserRouter>
        <Link to="/">Home</Link>
        <Routes>
          <Route path="*" element={<Status />} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
  void store.dispatch(loadHealth());
}
