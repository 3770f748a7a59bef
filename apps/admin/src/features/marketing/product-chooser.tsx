// Products for a New Arrivals group (several, in order) or a slide's Shop Now (one): search the
// catalogue by title or SKU, add, remove. The chosen products' titles, pictures and prices also feed
// the preview.
import { settle } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useEffect, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import styles from "./marketing.module.css";
import type { PreviewProduct } from "./previews";

interface Found extends PreviewProduct {
  sku: string;
}

/** The products named by id, as the preview shows them (loaded once per id). */
export function useChosenProducts(ids: readonly number[]): Map<number, PreviewProduct> {
  const client = useAdminClient();
  const [known, setKnown] = useState(() => new Map<number, PreviewProduct>());
  const missing = ids.filter((id) => !known.has(id));
  const key = missing.join(",");
  useEffect(() => {
    if (!key) return;
    let live = true;
    for (const id of key.split(",").map(Number)) {
      void settle(client.GET("/admin/products/{productId}", { params: { path: { productId: id } } })).then(
        (result) => {
          if (!live || !result.data) return;
          const product = result.data.data;
          setKnown((map) =>
            new Map(map).set(id, {
              product_id: id,
              title: product.title,
              image: product.image,
              price: product.discountPrice ?? product.originalPrice,
            }),
          );
        },
      );
    }
    return () => {
      live = false;
    };
  }, [client, key]);
  return known;
}

export function ProductChooser({
  label,
  ids,
  max,
  error,
  chosen,
  onChange,
}: {
  label: string;
  ids: readonly number[];
  max: number;
  error?: string | undefined;
  chosen: Map<number, PreviewProduct>;
  onChange: (ids: number[]) => void;
}) {
  const client = useAdminClient();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found[]>([]);
  const [searched, setSearched] = useState(false);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setFound([]);
      setSearched(false);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void settle(client.GET("/admin/products", { params: { query: { q, limit: 8 } } })).then((result) => {
        if (!live) return;
        setFound(
          (result.data?.data ?? []).map((row) => ({
            product_id: row.product_id,
            title: row.title,
            sku: row.sku,
            image: row.image,
            price: row.discountPrice ?? row.originalPrice,
          })),
        );
        setSearched(true);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, query]);

  const full = ids.length >= max;
  return (
    <fieldset className={styles.chooser}>
      <legend>{label}</legend>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {ids.length === 0 ? (
        <p className="muted">None yet: search below.</p>
      ) : (
        <ul className={styles.chosen}>
          {ids.map((id) => (
            <li key={id}>
              <span>{chosen.get(id)?.title ?? `Product ${id}`}</span>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => onChange(ids.filter((other) => other !== id))}
              >
                Remove<span className="visually-hidden"> {chosen.get(id)?.title ?? `product ${id}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField label="Find a product" hint={full && max > 1 ? `At most ${max} products.` : undefined}>
        {(control) => (
          <input
            {...control}
            type="search"
            className="admin-control"
            placeholder="Title or SKU"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </FormField>
      {searched && found.length === 0 && <p className="muted">No products match.</p>}
      {found.length > 0 && (
        <ul className={styles.chosen} aria-label="Search results">
          {found.map((row) => {
            const taken = ids.includes(row.product_id);
            return (
              <li key={row.product_id}>
                <span>
                  {row.title} <span className="muted">({row.sku})</span>
                </span>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={taken || (full && max > 1)}
                  onClick={() => onChange(max === 1 ? [row.product_id] : [...ids, row.product_id])}
                >
                  {taken ? "Chosen" : max === 1 ? "Choose" : "Add"}
                  <span className="visually-hidden"> {row.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
