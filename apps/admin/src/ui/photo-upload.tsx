// A picture for a product, a variation, a slide, an offer or a category icon: a file input and a drop
// zone. The chosen file is previewed at once; the server checks its type from its bytes and answers
// the stored picture's URL, or a message that is shown here (and nothing changes).
import { imageUrl } from "@henna/storefront/config/runtime-config.ts";
import { type DragEvent, useId, useRef, useState } from "react";
import { useAdminClient } from "../api/services-context";
import { FormFailure } from "./form/form-failure";
import { useSave } from "./form/use-save";
import styles from "./photo-upload.module.css";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp";

export interface PhotoUploadProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  compact?: boolean;
  /** "contain" shows the whole picture (a logo is wider than the square); product photos fill it. */
  fit?: "cover" | "contain";
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => resolve("");
    reader.readAsDataURL(file);
  });
}

export function PhotoUpload({ label, value, onChange, compact = false, fit = "cover" }: PhotoUploadProps) {
  const client = useAdminClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState("");
  const { busy, failure: error, setFailure: setError, save } = useSave();
  const [over, setOver] = useState(false);

  const upload = async (file: File) => {
    setError("");
    if (file.size > MAX_PHOTO_BYTES) {
      setError("This file is larger than 10 MB. Choose a smaller picture.");
      return;
    }
    setPreview(await readAsDataUrl(file));
    const result = await save(() =>
      client.POST("/admin/media", {
        params: { header: { "X-File-Name": file.name.slice(0, 200) } },
        body: file as unknown as string,
        bodySerializer: (body: unknown) => body as BodyInit,
        headers: { "Content-Type": file.type || "application/octet-stream" },
      }),
    );
    setPreview("");
    if (input.current) input.current.value = "";
    if (result.error) return;
    onChange(result.data.data.url);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  const shown = preview || (value ? imageUrl(value) : "");
  return (
    <div className={`${styles.wrap} ${compact ? styles.compact : ""}`}>
      <label
        htmlFor={inputId}
        className={styles.zone}
        data-over={over || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        {shown ? (
          <img
            className={`${styles.preview} ${fit === "contain" ? styles.whole : ""}`}
            src={shown}
            alt={`${label} preview`}
            width={120}
            height={120}
          />
        ) : (
          <span className={styles.placeholder}>{compact ? "No photo" : "Drop a photo here"}</span>
        )}
        {busy && (
          <span className={styles.busy} role="status">
            Uploading…
          </span>
        )}
      </label>
      <div className={styles.controls}>
        <label className="btn btn-secondary btn-small" htmlFor={inputId}>
          {value ? "Replace" : "Choose"} {compact ? "" : "photo"}
          <span className="visually-hidden"> {label}</span>
        </label>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        {value && !busy && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange("")}>
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        )}
        {!compact && <p className="muted">JPEG, PNG or WebP, up to 10 MB.</p>}
      </div>
      <FormFailure id={`${inputId}-error`} failure={error} />
    </div>
  );
}
