import { useCallback, useEffect, useRef } from "react";
import type { ApiFailure } from "../api/api-result";
import { useAppDispatch, useAppSelector } from "./hooks";
import type { Resource } from "./server-data";

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
  const entry = useAppSelector((state) => (key ? state.serverData.entries[key] : undefined));
  const missing = key !== null && (!entry || entry.stale);

  // The key stands for args: a new object with the same content is the same request.
  const argsRef = useRef(args);
  argsRef.current = args;

  useEffect(() => {
    const current = argsRef.current;
    if (key !== null && missing && current !== skip) void dispatch(resource.fetch(current));
  }, [dispatch, resource, key, missing]);

  const refetch = useCallback(() => {
    const current = argsRef.current;
    if (key !== null && current !== skip) void dispatch(resource.fetch(current, true));
  }, [dispatch, resource, key]);

  const pending = key !== null && (entry === undefined || entry.status === "pending" || entry.stale);
  return {
    data: entry?.data as D | undefined,
    error: entry?.status === "rejected" ? entry.error : undefined,
    isLoading: pending && entry?.data === undefined,
    isFetching: pending,
    isError: entry?.status === "rejected",
    refetch,
  };
}
