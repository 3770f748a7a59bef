// The loaded product page: gallery, title, price, variation choice, quantity, actions, delivery check,
// package contents and the information tabs (spec §2 Product detail).
import { normalizeProduct } from "@henna/domain/json-lists";
import { parseNumber } from "@henna/domain/money";
import { isVariableProduct, pricePoint, productPricing } from "@henna/domain/product-pricing";
import { galleryFor, isOutOfStock, OUT_OF_STOCK_LABEL } from "@henna/domain/variations";
import { QuantityStepper } from "@henna/storefront/cart/quantity-stepper.tsx";
import { resolveCategory } from "@henna/storefront/catalogue/listing-route.ts";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { inPageLanguage } from "@henna/storefront/i18n/load-language.ts";
import { useDefaultButton } from "@henna/storefront/settings/use-default-button.ts";
import { categories, type Product } from "@henna/storefront/state/resources.ts";
import { useResource } from "@henna/storefront/state/use-resource.ts";
import { useOpenedOnce } from "@henna/storefront/ui/use-opened-once.ts";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import { AttributeSelectors, selectableAttributes } from "./attribute-selectors";
import { PackageItems } from "./package-items";
import { PincodeCheck } from "./pincode-check";
import { PriceBlock } from "./price-block";
import { ProductActions } from "./product-actions";
import { ProductGallery } from "./product-gallery";
import { ProductInfoTabs } from "./product-info-tabs";
import styles from "./product-page.module.css";
import { ShareButton } from "./share-button";
import { useVariationChoice } from "./use-variation-choice";

// The Get Quote dialog's code loads when a shopper first asks for it.
const QuoteModal = lazy(
  inPageLanguage(() => import("./quote-modal").then((module) => ({ default: module.QuoteModal }))),
);

const LOW_STOCK = 5;

/** The product's category by its display name ("Bridal Henna", not the key), linking to its listing. */
function CategoryLink({ category }: { category: string }) {
  const { data } = useResource(categories, undefined);
  const { title, category: key } = resolveCategory(category, data);
  return (
    <p className={styles.category}>
      <Link to={`/category-detail/${encodeURIComponent(key)}`}>{title}</Link>
    </p>
  );
}
export const COMBINATION_UNAVAILABLE = msg("This combination is not available");

function StockNote({ stock }: { stock: number | null | undefined }) {
  if (isOutOfStock(stock)) return <p className={`${styles.stock} ${styles.out}`}>{t(OUT_OF_STOCK_LABEL)}</p>;
  if (typeof stock === "number" && stock <= LOW_STOCK)
    return <p className={`${styles.stock} ${styles.low}`}>{t("Only {stock} left in stock", { stock })}</p>;
  return <p className={`${styles.stock} ${styles.in}`}>{t("In stock")}</p>;
}

export function ProductDetails({ product: raw }: { product: Product }) {
  const product = useMemo(() => normalizeProduct(raw), [raw]);
  const variable = isVariableProduct(product) && product.variation.length > 0;
  const { chosen, variation, choose } = useVariationChoice(product.variation);
  const chosenVariation = variable ? variation : null;
  const attributes = useMemo(
    () => (variable ? selectableAttributes(product.attribute, product.variation) : []),
    [variable, product.attribute, product.variation],
  );
  const [quantity, setQuantity] = useState(1);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const quoteMounted = useOpenedOnce(quoteOpen);
  const { defaultButton } = useDefaultButton();

  const images = galleryFor(chosenVariation, product);
  const pricing = chosenVariation
    ? pricePoint(chosenVariation.price, chosenVariation.salePrice)
    : productPricing(product);
  const stockValue = parseNumber(variable ? chosenVariation?.stock : product.totalStock);

  const noSuchCombination = variable && !chosenVariation;
  const blocked = noSuchCombination || isOutOfStock(stockValue);

  return (
    <article className={`page ${styles.page}`}>
      <nav aria-label={t("Breadcrumb")} className={styles.breadcrumb}>
        <Link to="/">{t("Home")}</Link>
        <span aria-hidden="true"> / </span>
        <Link to="/products">{t("Products")}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{product.title}</span>
      </nav>
      <div className={styles.layout}>
        {/* Title and price come first: above the picture on a phone, beside it on a desktop. */}
        <div className={styles.headline}>
          {product.category && <CategoryLink category={product.category} />}
          <h1 className={styles.title}>{product.title}</h1>
          <PriceBlock pricing={pricing} fromPrice={noSuchCombination} />
          <ShareButton productId={product.product_id} title={product.title} price={pricing.price} />
        </div>
        <div className={styles.galleryCell}>
          <ProductGallery key={images.join("|")} images={images} title={product.title} />
        </div>
        <div className={styles.info}>
          <div className={styles.stockRow}>
            {noSuchCombination ? (
              <p className={`${styles.stock} ${styles.out}`} role="status">
                {t(COMBINATION_UNAVAILABLE)}
              </p>
            ) : (
              <StockNote stock={stockValue} />
            )}
            {chosenVariation?.sku && (
              <p className={styles.sku}>
                {t("SKU:")} {chosenVariation.sku}
              </p>
            )}
          </div>
          {product.short_description && <p className={styles.summary}>{product.short_description}</p>}
          {variable && (
            <AttributeSelectors
              attributes={attributes}
              variations={product.variation}
              chosen={chosen}
              onChoose={choose}
            />
          )}
          <PackageItems items={product.grouped_product} />
          {defaultButton !== "getquote" && (
            <QuantityStepper value={quantity} onChange={setQuantity} showLabel disabled={blocked} />
          )}
          <ProductActions
            product={raw}
            variation={chosenVariation}
            quantity={quantity}
            defaultButton={defaultButton}
            blocked={blocked}
            onQuote={() => setQuoteOpen(true)}
          />
          <PincodeCheck deliveryDays={product.delivery_days} />
        </div>
      </div>
      <ProductInfoTabs
        description={product.description}
        specifications={product.specifications}
        keyFeatures={product.key_features}
        reviews={product.reviews}
      />
      {quoteMounted && (
        <Suspense fallback={null}>
          <QuoteModal
            open={quoteOpen}
            onClose={() => setQuoteOpen(false)}
            productId={product.product_id}
            productTitle={product.title}
          />
        </Suspense>
      )}
    </article>
  );
}
