// "Request a return" for a delivered order (issue 33, "Returns"): the customer picks lines and units,
// a reason, a note and up to 3 photos; the server decides whether they may. The dialog also shows the
// order's requests so far and what each state means.
import { formatPaymentTime } from "@henna/domain/dates";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import formStyles from "@henna/storefront/forms/forms.module.css";
import { readerDateTime } from "@henna/storefront/i18n/format.ts";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { useServicesCall } from "@henna/storefront/payment/with-services.ts";
import { Modal } from "@henna/storefront/ui/modal.tsx";
import { Price } from "@henna/storefront/ui/price.tsx";
import { toast } from "@henna/storefront/ui/toast.ts";
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useState } from "react";
import {
  loadOrderReturns,
  type OrderReturns,
  type ReturnReason,
  sendReturn,
  uploadReturnPhoto,
} from "./return-calls";
import styles from "./returns.module.css";

const MAX_PHOTOS = 3;

const REASONS: Record<ReturnReason, string> = {
  damaged: msg("Arrived damaged or leaking"),
  wrong_item: msg("Wrong item sent"),
  missing_item: msg("Item missing from the parcel"),
  not_as_described: msg("Not as described"),
  quality: msg("Quality not as expected"),
  other: msg("Other reason"),
};

const STATE_TEXT: Record<OrderReturns["returns"][number]["state"], string> = {
  requested: msg("Return requested: we will reply within 2 working days"),
  approved: msg("Return approved: we will collect the items"),
  rejected: msg("Return declined"),
  received: msg("Items received: your refund is on its way"),
  restocked: msg("Items received: your refund is on its way"),
  written_off: msg("Items received: your refund is on its way"),
  refunded: msg("Refunded"),
};

function Requests({ returns }: { returns: OrderReturns["returns"] }) {
  if (returns.length === 0) return null;
  return (
    <section aria-labelledby="return-requests" className={styles.requests}>
      <h3 id="return-requests" className={styles.title}>
        {t("Your return requests")}
      </h3>
      <ul className={styles.requestList}>
        {returns.map((request) => (
          <li key={request.id} className={styles.request}>
            <p className={styles.state} data-state={request.state}>
              {t(STATE_TEXT[request.state])}
            </p>
            <p className="muted">
              {request.lines.map((line) => `${line.quantity} × ${line.title}`).join(", ")} ·{" "}
              {readerDateTime(request.createdAt, formatPaymentTime(request.createdAt))}
            </p>
            {request.pickup_note && (
              <p>
                {t("Pickup")}: {request.pickup_note}
              </p>
            )}
            {request.reject_reason && (
              <p>
                {t("Reason")}: {request.reject_reason}
              </p>
            )}
            {request.refund && (
              <p>
                {t("Refund")}: <Price amount={request.refund.amount} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RequestForm({
  orderId,
  returns,
  onSent,
}: {
  orderId: string;
  returns: OrderReturns;
  onSent: () => void;
}) {
  const call = useServicesCall();
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || photos.length >= MAX_PHOTOS) return;
    setUploading(true);
    setProblem(null);
    const result = await call((services) => uploadReturnPhoto(services, file));
    setUploading(false);
    if (result.error) setProblem(failureText(result.error));
    else setPhotos((kept) => [...kept, result.data]);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const lines = Object.entries(units)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ item_id: Number(itemId), quantity }));
    if (lines.length === 0) return setProblem(t("Choose at least one item to return."));
    if (!reason) return setProblem(t("Choose a reason."));
    setBusy(true);
    setProblem(null);
    const result = await call((services) =>
      sendReturn(services, orderId, { lines, reason, note: note.trim(), photos }),
    );
    setBusy(false);
    if (result.error) return setProblem(failureText(result.error));
    toast.success(t("Return requested. We will reply within 2 working days."));
    onSent();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="return-form-title">
      <h3 id="return-form-title" className={styles.title}>
        {t("Request a return")}
      </h3>
      <ul className={styles.lines}>
        {returns.lines.map((line) => (
          <li key={line.item_id} className={styles.line}>
            <span className={styles.lineTitle}>
              {line.title} <span className="muted">× {line.quantity}</span>
            </span>
            {line.returnable > 0 ? (
              <FormField label={t("Units to return")}>
                {(control) => (
                  <select
                    {...control}
                    className={`${formStyles.input} ${styles.units}`}
                    value={units[line.item_id] ?? 0}
                    onChange={(event) =>
                      setUnits((chosen) => ({ ...chosen, [line.item_id]: Number(event.target.value) }))
                    }
                  >
                    {Array.from({ length: line.returnable + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ) : (
              <span className="muted">{line.problem}</span>
            )}
          </li>
        ))}
      </ul>
      <FormField label={t("Reason")}>
        {(control) => (
          <select
            {...control}
            className={formStyles.input}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReturnReason)}
          >
            <option value="">{t("Choose a reason")}</option>
            {(Object.keys(REASONS) as ReturnReason[]).map((key) => (
              <option key={key} value={key}>
                {t(REASONS[key])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t("Note (optional)")}>
        {(control) => (
          <textarea
            {...control}
            className={`${formStyles.input} ${formStyles.textarea}`}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.photos}>
        <p className={styles.photoHint}>{t("Photos (up to 3) help us decide faster.")}</p>
        <div className={styles.photoRow}>
          {photos.map((url, index) => (
            <span key={url} className={styles.photo}>
              <img src={url} alt={t("Your photo {n}", { n: index + 1 })} width={72} height={72} />
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setPhotos((kept) => kept.filter((kept_url) => kept_url !== url))}
              >
                {t("Remove")}
                <span className="visually-hidden"> {t("Your photo {n}", { n: index + 1 })}</span>
              </button>
            </span>
          ))}
        </div>
        {photos.length < MAX_PHOTOS && (
          <label className={`btn btn-secondary ${styles.upload}`} aria-busy={uploading}>
            {uploading ? t("Uploading…") : t("Add a photo")}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="visually-hidden"
              disabled={uploading}
              onChange={onPhoto}
            />
          </label>
        )}
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy || uploading} aria-busy={busy}>
        {busy ? t("Sending…") : t("Send return request")}
      </button>
    </form>
  );
}

export function ReturnDialog({
  orderId,
  open,
  onClose,
}: {
  orderId: string;
  open: boolean;
  onClose: () => void;
}) {
  const call = useServicesCall();
  const [state, setState] = useState<{ data?: OrderReturns; error?: string }>({});
  const load = useCallback(async () => {
    const result = await call((services) => loadOrderReturns(services, orderId));
    setState(result.error ? { error: failureText(result.error) } : { data: result.data });
  }, [call, orderId]);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);
  const data = state.data;
  return (
    <Modal open={open} onClose={onClose} title={t("Returns for order {orderId}", { orderId })} size="md">
      {state.error && (
        <div role="alert">
          <p>{state.error}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void load()}>
            {t("Try again")}
          </button>
        </div>
      )}
      {!data && !state.error && <p aria-busy="true">{t("Loading…")}</p>}
      {data && (
        <>
          {data.deadline && data.can_request && (
            <p className="muted">
              {t("You can ask for a return until {date}.", {
                date: readerDateTime(data.deadline, formatPaymentTime(data.deadline)),
              })}
            </p>
          )}
          <Requests returns={data.returns} />
          {data.can_request ? (
            <RequestForm
              key={data.returns.length}
              orderId={orderId}
              returns={data}
              onSent={() => void load()}
            />
          ) : (
            <p className={styles.closed}>
              {data.problem ?? t("Nothing more from this order can be returned.")}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
