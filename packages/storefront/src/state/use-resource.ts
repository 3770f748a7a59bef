import { useCallback, useContext, useEffect, useRef } from "react";
import { shallowEqual } from "react-redux";
import type { ApiFailure } from "../api/api-result";
import { useAppDispatch, useAppSelector } from "./hooks";
import type { Resource } from "./server-data";
import { PrefetchContext } from "./server-prefetch";

export const skip = Symbol("skip");

export interface ResourceState<D> {
  data: D | undefined;
  error: ApiFailure | undefined;
  /** No data yet and a request under way (show a skeleton). */
  isLoading: boolean;
  /** A request under way, with or without data. */
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Reads a resource, loading it when missing or stale; `skip` reads nothing (e.g. no user yet). */
export function useResource<A, D>(resource: Resource<A, D>, args: A | typeof skip): ResourceState<D> {
  const dispatch = useAppDispatch();
  const key = args === skip ? null : resource.keyOf(args);
  // Only what the component shows is selected (shallowly compared): a request starting for data that
  // is not there yet changes none of it, so it re-renders nothing. On a page's first screen every read
  // starts that way at once, and those re-renders made one long task right after the first paint.
  const view = useAppSelector((state) => {
    const entry = key ? state.serverData.entries[key] : undefined;
    return {
      data: entry?.data,
      error: entry?.status === "rejected" ? entry.error : undefined,
      pending: key !== null && (entry === undefined || entry.status === "pending" || entry.stale),
      rejected: entry?.status === "rejected",
    };
  }, shallowEqual);
  // Missing, stale or on its way: the effect asks for it (a request already under way is not repeated,
  // see defineResource's condition), and a screen of skeletons stays as it is meanwhile.
  const { pending } = view;

  // The key stands for args: a new object with the same content is the same request.
  const argsRef = useRef(args);
  argsRef.current = args;

  // On the server, where the effect below never runs.
  const collect = useContext(PrefetchContext);
  if (collect && key !== null && pending && args !== skip) {
    collect(resource as Resource<unknown, unknown>, args);
  }

  useEffect(() => {
    const current = argsRef.current;
    if (key !== null && pending && current !== skip) void dispatch(resource.fetch(current));
  }, [dispatch, resource, key, pending]);

  const refetch = useCallback(() => {
    const current = argsRef.current;
    if (key !== null && current !== skip) void dispatch(resource.fetch(current, true));
  }, [dispatch, resource, key]);

  return {
    data: view.data as D | undefined,
    error: view.error,
    isLoading: pending && view.data === undefined,
    isFetching: pending,
    isError: view.rejected,
    refetch,
  };
}
