// Reviews and the review form. A review is not sent anywhere (spec §4): it is added to this page's
// list for the shopper who wrote it, and the page says so.
import type { Review } from "@henna/domain/json-lists";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { useAppSelector } from "@henna/storefront/state/hooks.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { type FormEvent, useState } from "react";
import styles from "./product-info-tabs.module.css";

export function ReviewsPanel({ reviews }: { reviews: readonly Review[] }) {
  const user = useAppSelector(selectUser);
  const [text, setText] = useState("");
  const [mine, setMine] = useState<Review[]>([]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const comment = text.trim();
    if (comment === "") return;
    setMine((list) => [...list, { user: user?.full_name || "You", comment }]);
    setText("");
  }

  const all = [
    ...reviews.map((review) => ({ review, local: false })),
    ...mine.map((review) => ({ review, local: true })),
  ];

  return (
    <div className={styles.reviews}>
      {all.length === 0 ? (
        <p className="muted">{t("No reviews yet. Be the first to share how it worked for you.")}</p>
      ) : (
        <ul className={styles.reviewList}>
          {all.map(({ review, local }, index) => (
            <li key={`${review.user}-${index}`} className={styles.review}>
              <p className={styles.reviewer}>{review.user || t("Customer")}</p>
              <p className={styles.comment}>{review.comment}</p>
              {local && (
                <p className={styles.note}>{t("Only you can see this review; it is not published.")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.reviewForm} onSubmit={onSubmit} noValidate>
        <TextAreaField
          label={t("Write a review")}
          className={styles.reviewField}
          rows={3}
          maxLength={1000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("How did it work for you?")}
        />
        <button type="submit" className="btn btn-secondary">
          {t("Submit review")}
        </button>
      </form>
    </div>
  );
}
