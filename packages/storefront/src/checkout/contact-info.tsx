// Contact info on the checkout (spec §2): mobile and optional GST number, edited in place. The mobile
// is normalised and checked by the domain's rule ('Please enter a valid 10-digit mobile number.', Save
// disabled until it is valid); the GST number, when given, must be a GSTIN.
import { normalizeGstNumber, validateGstNumber } from "@henna/domain/validate-gst";
import { normalizeMobile, validateMobile } from "@henna/domain/validate-mobile";
import { type FormEvent, useState } from "react";
import { TextField } from "../forms/text-field";
import { t } from "../i18n/i18n";
import { useAppDispatch } from "../state/hooks";
import styles from "./checkout.module.css";
import { saveContact } from "./contact-calls";

export interface ContactInfoProps {
  mobile: string;
  gstNumber: string;
  email: string;
}

export function ContactInfo({ mobile, gstNumber, email }: ContactInfoProps) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(mobile === "");
  const [draftMobile, setDraftMobile] = useState(mobile);
  const [draftGst, setDraftGst] = useState(gstNumber);
  const [saving, setSaving] = useState(false);
  const mobileError = validateMobile(draftMobile);
  const gstError = validateGstNumber(draftGst);
  const touched = draftMobile !== mobile || draftGst !== gstNumber;

  function edit() {
    setDraftMobile(mobile);
    setDraftGst(gstNumber);
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (mobileError || gstError || saving) return;
    setSaving(true);
    try {
      const gst = normalizeGstNumber(draftGst);
      const saved = await dispatch(
        saveContact({ mobile: normalizeMobile(draftMobile), gstNumber: gst === "" ? null : gst }),
      ).unwrap();
      if (saved) setEditing(false);
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <div className={styles.contact}>
        <dl className={styles.facts}>
          <dt>{t("Mobile")}</dt>
          <dd>{mobile}</dd>
          <dt>{t("GST number")}</dt>
          <dd>{gstNumber || <span className="muted">{t("Not added (optional)")}</span>}</dd>
          {email && (
            <>
              <dt>{t("E-mail")}</dt>
              <dd className={styles.wrap}>{email}</dd>
            </>
          )}
        </dl>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={edit}
          aria-label={t("Edit contact info")}
        >
          {t("Edit")}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.contactForm} onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label={t("Mobile number")}
        required
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={draftMobile}
        maxLength={16}
        error={draftMobile !== "" || touched ? (mobileError ?? undefined) : undefined}
        onChange={(event) => setDraftMobile(event.target.value)}
      />
      <TextField
        label={t("GST number (optional)")}
        name="user_gstNo"
        autoCapitalize="characters"
        value={draftGst}
        maxLength={15}
        error={gstError ?? undefined}
        onChange={(event) => setDraftGst(event.target.value.toUpperCase())}
      />
      <div className={styles.inlineActions}>
        {mobile !== "" && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setEditing(false)}
            disabled={saving}
          >
            {t("Cancel")}
          </button>
        )}
        <button type="submit" className="btn" disabled={Boolean(mobileError || gstError) || saving}>
          {saving ? t("Saving…") : t("Save")}
        </button>
      </div>
    </form>
  );
}
