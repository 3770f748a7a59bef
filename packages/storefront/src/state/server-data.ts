// Server data for both apps: one keyed cache in Redux, filled by createAsyncThunk calls to the
// generated client. It does what the screens need from a query library (loading and error flags,
// de-duplicated requests, data kept while refetching, invalidation by tag) in a fraction of RTK
// Query's first-render cost (see README: RTK Query alone would spend 19 KB of the 30 KB budget).
import { SOMETHING_WENT_WRONG } from "@henna/domain/fallback-message";
import { createAsyncThunk, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ApiFailure, ApiResult } from "../api/api-result";
import type { Services } from "../api/browser-clients";
import { languageReady } from "../i18n/load-language";

export type DataTag = "Cart" | "Addresses" | "Orders" | "Profile" | "Admission";

export interface DataEntry {
  status: "pending" | "fulfilled" | "rejected";
  data?: unknown;
  error?: ApiFailure;
  /** Set by invalidation: the next reader fetches again (showing the old data meanwhile). */
  stale: boolean;
  tags: DataTag[];
}

export interface ServerDataState {
  entries: Record<string, DataEntry>;
}

interface FetchArg {
  key: string;
  args: unknown;
  tags: DataTag[];
  force?: boolean;
}

const initialState: ServerDataState = { entries: {} };

type Loader = (services: Services, args: unknown) => Promise<ApiResult<unknown>>;
const loaders = new Map<string, Loader>();

function resourceName(key: string): string {
  return key.slice(0, key.indexOf(":"));
}

export const fetchData = createAsyncThunk<
  unknown,
  FetchArg,
  { extra: Services; state: { serverData: ServerDataState }; rejectValue: ApiFailure }
>(
  "serverData/fetch",
  async ({ key, args }, { extra, rejectWithValue, getState, dispatch }) => {
    const load = loaders.get(resourceName(key));
    if (!load) throw new Error(`no resource named ${resourceName(key)}`);
    let result = await load(extra, args);
    // Invalidated while the request was under way: its answer may predate the change that invalidated
    // it (a cart read racing the lines a login is uploading), so it is read again.
    while (getState().serverData.entries[key]?.stale) {
      dispatch(serverDataSlice.actions.rereading(key));
      result = await load(extra, args);
    }
    // Shown in the page's language: a Hindi page the server rendered hydrated with the texts the server
    // drew, so what an answer fetched since shows waits for the whole catalogue (load-language.ts).
    await languageReady();
    return result.error ? rejectWithValue(result.error) : result.data;
  },
  {
    condition: ({ key, force }, { getState }) => {
      const entry = getState().serverData.entries[key];
      if (!entry) return true;
      if (entry.status === "pending") return false;
      return Boolean(force) || entry.stale || entry.status === "rejected";
    },
  },
);

export const serverDataSlice = createSlice({
  name: "serverData",
  initialState,
  reducers: {
    /** The request under way for this key starts over (it was invalidated meanwhile). */
    rereading(state, action: PayloadAction<string>) {
      const entry = state.entries[action.payload];
      if (entry) entry.stale = false;
    },
    invalidated(state, action: PayloadAction<DataTag[]>) {
      for (const entry of Object.values(state.entries)) {
        if (entry.tags.some((tag) => action.payload.includes(tag))) entry.stale = true;
      }
    },
    /** Back online (offline/offline-gate.tsx): every entry is read again by the screens showing it. */
    everythingStale(state) {
      for (const entry of Object.values(state.entries)) {
        if (entry.status !== "pending") entry.stale = true;
      }
    },
    /** Writes data the client already has (e.g. after a mutation answered with it). */
    dataSet(state, action: PayloadAction<{ key: string; data: unknown; tags?: DataTag[] }>) {
      state.entries[action.payload.key] = {
        status: "fulfilled",
        data: action.payload.data,
        stale: false,
        tags: action.payload.tags ?? [],
      };
    },
    /** Drops every entry tagged with one of these (logout: nobody else's cart stays in memory). */
    removed(state, action: PayloadAction<DataTag[]>) {
      for (const [key, entry] of Object.entries(state.entries)) {
        if (entry.tags.some((tag) => action.payload.includes(tag))) delete state.entries[key];
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchData.pending, (state, action) => {
        const { key, tags } = action.meta.arg;
        const previous = state.entries[key];
        state.entries[key] = {
          status: "pending",
          data: previous?.data,
          stale: false,
          tags,
        };
      })
      .addCase(fetchData.fulfilled, (state, action) => {
        const { key, tags } = action.meta.arg;
        state.entries[key] = { status: "fulfilled", data: action.payload, stale: false, tags };
      })
      .addCase(fetchData.rejected, (state, action) => {
        const { key, tags } = action.meta.arg;
        const error: ApiFailure = action.payload ?? {
          status: 0,
          code: "UNKNOWN",
          message: action.error.message ?? SOMETHING_WENT_WRONG,
          retryAfter: null,
        };
        state.entries[key] = {
          status: "rejected",
          data: state.entries[key]?.data,
          error,
          stale: false,
          tags,
        };
      });
  },
});

export const { invalidated, dataSet, removed, everythingStale } = serverDataSlice.actions;

export interface Resource<A, D> {
  name: string;
  tags: DataTag[];
  keyOf(args: A): string;
  /** The thunk that loads it (skipped when fresh data or a request is already there). */
  fetch(args: A, force?: boolean): ReturnType<typeof fetchData>;
  load(services: Services, args: A): Promise<ApiResult<D>>;
}

/** Declares one server read: a name, the call, and the tags that invalidate it. */
export function defineResource<A, D>(
  name: string,
  load: (services: Services, args: A) => Promise<ApiResult<D>>,
  tags: DataTag[] = [],
): Resource<A, D> {
  if (name.includes(":")) throw new Error("resource names cannot contain ':'");
  loaders.set(name, load as Loader);
  const keyOf = (args: A) => `${name}:${JSON.stringify(args ?? null)}`;
  return {
    name,
    tags,
    keyOf,
    load,
    fetch: (args, force) => fetchData({ key: keyOf(args), args, tags, force }),
  };
}
