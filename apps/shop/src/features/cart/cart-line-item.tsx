// One cart line: picture, name, chosen variation, unit price (sale and MRP), quantity, line total and
// Remove. Guest lines change quantity here; server lines show it read-only, as the server cart has no
// call to change a quantity (spec §7).
import { type CartLine, cartCount } from "@henna/domain/cart";
import { cartTotalsPaise } from "@henna/domain/checkout";
import { fromPaise } from "@henna/domain/money";
import { productPath } from "@henna/domain/product-path";
import { pricePoint } from "@henna/domain/product-pricing";
import { isOutOfStock, OUT_OF_STOCK_LABEL } from "@henna/domain/variations";
import { QuantityStepper } from "@henna/storefront/cart/quantity-stepper.tsx";
import { productPhotoAlt } from "@henna/storefront/catalogue/photo-alt.ts";
import { t } from "@henna/storefront/i18n/i18n.ts";
import { Price } from "@henna/storefront/ui/price.tsx";
import { SmartImage } from "@henna/storefront/ui/smart-image.tsx";
import { Link } from "react-router";
import styles from "./cart-page.module.css";

export interface CartLineItemProps {
  line: CartLine;
  /** null: quantity is shown read-only. */
  onQuantity: ((quantity: number) => void) | null;
  onRemove: () => void;
  removing?: boolean;
}

export function CartLineItem({ line, onQuantity, onRemove, removing = false }: CartLineItemProps) {
  const unit = pricePoint(line.product_price, line.product_saleprice);
  const lineTotal = fromPaise(cartTotalsPaise([line]).afterPaise);
  const attributes = Object.entries(line.variation_attributes);
  const href =
    line.product_name && line.product_id > 0 ? productPath(line.product_name, line.product_id) : null;
  const outOfStock = isOutOfStock(line.product_stockstatus);

  return (
    <li className={styles.line}>
      <SmartImage
        src={line.product_image}
        alt={productPhotoAlt(line.product_name, line.variation_attributes)}
        ratio={1}
        width={120}
        className={styles.lineImage}
      />
      <div className={styles.lineBody}>
        <h2 className={styles.lineName}>
          {href ? <Link to={href}>{line.product_name}</Link> : line.product_name}
        </h2>
        {attributes.length > 0 && (
          <p className={styles.lineAttributes}>
            {attributes.map(([name, value]) => `${name}: ${value}`).join(" · ")}
          </p>
        )}
        <p className={styles.linePrice}>
          {unit.price !== null ? (
            <Price amount={unit.price} className={styles.unitPrice} />
          ) : (
            t("Price on request")
          )}
          {unit.saved > 0 && (
            <>
              {" "}
              <span className="visually-hidden">{t("MRP")} </span>
              <s className={styles.unitMrp}>
                <Price amount={unit.mrp} />
              </s>{" "}
              {unit.percentOff !== null && (
                <span className={styles.off}>
                  {unit.percentOff}
                  {t("% off")}
                </span>
              )}
            </>
          )}
          <span className="visually-hidden"> {t("each")}</span>
        </p>
        {outOfStock && <p className={styles.lineOut}>{t(OUT_OF_STOCK_LABEL)}</p>}
        <div className={styles.lineControls}>
          {onQuantity ? (
            <QuantityStepper value={line.quantity} onChange={onQuantity} itemName={line.product_name} />
          ) : (
            <p className={styles.qty}>
              {t("Qty:")} {line.quantity}
            </p>
          )}
          <p className={styles.lineTotal}>
            <span className="visually-hidden">{t("Line total")} </span>
            <Price amount={lineTotal} />
          </p>
        </div>
        <button
          type="button"
          className={`btn-ghost ${styles.remove}`}
          onClick={onRemove}
          disabled={removing}
          aria-label={t("Remove {product_name} from cart", { product_name: line.product_name })}
        >
          {removing ? t("Removing…") : t("Remove")}
        </button>
      </div>
    </li>
  );
}

/** "1 item" / "3 items": lines, as the header's badge counts them. */
export function itemsText(lines: readonly CartLine[]): string {
  return countText(cartCount(lines));
}

/** The price line counts units (3 cones are "3 items"), as shoppers read a bill. */
export function unitsText(lines: readonly CartLine[]): string {
  return countText(lines.reduce((sum, line) => sum + line.quantity, 0));
}

function countText(count: number): string {
  return count === 1 ? t("1 item") : t("{count} items", { count });
}
