// The success page of a payment (spec §2), for an order or an admission: what was paid, the clean-up
// after a payment (thunk), and the redirect to /my-account after 2 s. A payment that turns out not to be
// paid, or cannot be read, says so instead.
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { useEffect, useRef } from "react";
import type { Services } from "../api/browser-clients";
import { msg } from "../i18n/i18n";
import { useAppDispatch } from "../state/hooks";
import type { Resource } from "../state/server-data";
import type { RootState } from "../state/store";
import { skip, useResource } from "../state/use-resource";
import type { ResultFact } from "./result-details";
import {
  PAYMENT_FAILED,
  PAYMENT_NOT_FOUND,
  PAYMENT_NOT_PROCESSED,
  PAYMENT_SUCCESSFUL,
  THANK_YOU_FOR_ORDER,
} from "./result-texts";
import { ResultSkeleton, ResultView } from "./result-view";
import { useRedirectAfter } from "./use-redirect-after";

export interface PaidResultKind<D extends { status?: string | null }> {
  resource: Resource<string, D>;
  facts: (data: D) => ResultFact[];
  afterPaid: () => ThunkAction<Promise<void>, RootState, Services, UnknownAction>;
  /** Where a payment that was not made sends the shopper. */
  notPaidNext: { to: string; label: string };
}

export function PaidResultPage<D extends { status?: string | null }>({
  id,
  kind,
}: {
  id: string;
  kind: PaidResultKind<D>;
}) {
  const dispatch = useAppDispatch();
  const payment = useResource(kind.resource, id === "" ? skip : id);
  const paid = payment.data !== undefined && payment.data.status !== "Failed";
  const cleaned = useRef(false);
  const { afterPaid } = kind;

  useEffect(() => {
    if (!paid || cleaned.current) return;
    cleaned.current = true;
    void dispatch(afterPaid());
  }, [paid, dispatch, afterPaid]);
  useRedirectAfter("/my-account", paid);

  if (payment.isLoading) return <ResultSkeleton />;
  if (!payment.data) {
    return (
      <ResultView
        outcome="failure"
        title={PAYMENT_NOT_FOUND}
        message={payment.error?.message ?? PAYMENT_NOT_FOUND}
        next={{ to: "/my-account", label: msg("My Account"), auto: false }}
      />
    );
  }
  if (!paid) {
    return (
      <ResultView
        outcome="failure"
        title={PAYMENT_FAILED}
        message={PAYMENT_NOT_PROCESSED}
        next={{ ...kind.notPaidNext, auto: false }}
      />
    );
  }
  return (
    <ResultView
      outcome="success"
      title={PAYMENT_SUCCESSFUL}
      message={THANK_YOU_FOR_ORDER}
      facts={kind.facts(payment.data)}
      next={{ to: "/my-account", label: msg("My Account"), auto: true }}
    />
  );
}
