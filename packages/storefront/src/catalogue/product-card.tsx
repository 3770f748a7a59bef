// One product in a list (spec §2 cards, §4 product card actions): picture with the percent-off badge,
// title, price with the MRP struck through, and the buttons the product type and the store's default
// button call for. Heavy dialogs (variation chooser, package) load only when first opened.
import { type CardAction, productCardActions } from "@henna/domain/action-buttons";
import { productPath } from "@henna/domain/product-path";
import { lazy, memo, Suspense, useState } from "react";
import { Link } from "react-router";
import { t } from "../i18n/i18n";
import { inPageLanguage } from "../i18n/load-language";
import { useDefaultButton } from "../settings/use-default-button";
import type { Product } from "../state/resources";
import { CardFace, type CardFaceProps } from "./card-face";
import type { CardProduct } from "./card-product";
import styles from "./product-card.module.css";
import { type ProductActionOptions, useProductActions } from "./use-product-actions";

const VariationChooser = lazy(inPageLanguage(() => import("./variation-chooser")));
const PackageModal = lazy(inPageLanguage(() => import("./package-modal")));

export interface ProductCardProps extends ProductActionOptions {
  product: CardProduct;
  /** The first cards of the first screen load their picture eagerly (LCP). */
  priority?: boolean;
  /** Off the first screen: the picture waits for the page's first idle moment. */
  deferPicture?: boolean;
  titleLevel?: CardFaceProps["titleLevel"];
}

type Dialog = { kind: "variations" | "package"; product: Product; open: boolean };

/**
 * Memoised: a list re-renders as each page of products arrives, and a card whose product, picture
 * priority and actions are the same (the cached product keeps its identity) need not render again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
  deferPicture = false,
  titleLevel,
  course,
  onBuyNow,
}: ProductCardProps) {
  const { defaultButton, isLoading: buttonsLoading } = useDefaultButton();
  const actions = useProductActions({ course, onBuyNow });
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const path = productPath(product.title, product.product_id);
  const cardActions = productCardActions(product, defaultButton);

  async function run(kind: CardAction["kind"]) {
    if (busy) return;
    setBusy(true);
    try {
      const full = await actions.load(product.product_id);
      if (!full) return;
      if (kind === "select") setDialog({ kind: "variations", product: full, open: true });
      else if (kind === "view-details") setDialog({ kind: "package", product: full, open: true });
      else if (kind === "add-to-cart") await actions.add(full);
      else if (kind === "buy-now") await actions.buy(full);
    } finally {
      setBusy(false);
    }
  }

  function renderAction(action: CardAction, index: number) {
    const primary = index === 0;
    const className = primary ? "btn btn-block" : `btn btn-ghost btn-block ${styles.secondary}`;
    // The domain's button words (ACTION_LABELS), said in the reader's language.
    const text = t(action.label);
    const label = `${text}: ${product.title}`;
    switch (action.kind) {
      case "view":
      case "get-quote":
      case "package":
        return (
          <Link key={action.kind} to={path} className={className} aria-label={label}>
            {text}
          </Link>
        );
      case "out-of-stock":
        return (
          <button key={action.kind} type="button" className={`btn btn-secondary btn-block`} disabled>
            {text}
          </button>
        );
      default:
        return (
          <button
            key={action.kind}
            type="button"
            className={className}
            aria-label={label}
            aria-busy={busy}
            // Not `disabled` while loading: a disabled button drops the keyboard focus to the page's
            // body, and the dialog it opens would give it back there when closed. run() ignores the
            // clicks meanwhile.
            aria-disabled={busy || undefined}
            onClick={() => void run(action.kind)}
          >
            {busy ? t("Please wait…") : text}
          </button>
        );
    }
  }

  const closeDialog = () => setDialog((current) => (current ? { ...current, open: false } : null));

  return (
    <CardFace
      product={product}
      priority={priority}
      deferPicture={deferPicture}
      titleLevel={titleLevel}
      actions={
        buttonsLoading ? (
          <>
            <span className={`skeleton ${styles.buttonSkeleton}`} aria-hidden="true" />
            <span className={`skeleton ${styles.buttonSkeleton}`} aria-hidden="true" />
          </>
        ) : (
          cardActions.map(renderAction)
        )
      }
    >
      {dialog && (
        <Suspense fallback={null}>
          {dialog.kind === "variations" ? (
            <VariationChooser
              open={dialog.open}
              product={dialog.product}
              defaultButton={defaultButton}
              actions={actions}
              onClose={closeDialog}
            />
          ) : (
            <PackageModal
              open={dialog.open}
              product={dialog.product}
              actions={actions}
              onClose={closeDialog}
            />
          )}
        </Suspense>
      )}
    </CardFace>
  );
});

/** A card-sized placeholder (same box as a card, so nothing moves when products arrive). */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`skeleton ${styles.imageSkeleton}`} />
      <div className={styles.body}>
        <span className={`skeleton ${styles.line}`} />
        <span className={`skeleton ${styles.lineShort}`} />
        <span className={`skeleton ${styles.line}`} />
        <div className={styles.actions}>
          <span className={`skeleton ${styles.buttonSkeleton}`} />
          <span className={`skeleton ${styles.buttonSkeleton}`} />
        </div>
      </div>
    </div>
  );
}
