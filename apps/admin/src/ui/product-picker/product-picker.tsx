// The one product picker of the back office (a Grouped product's items, a New Arrivals group, a slide's
// Shop Now): the chosen products in order with Remove, and a search of the catalogue by title or SKU
// whose results are added (or, for a picker of one, chosen).
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useEffect, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import { settleAnswer } from "../../api/settle-answer";
import { FormFailure } from "../form/form-failure";
import styles from "./product-picker.module.css";
import type { PickedProduct } from "./use-picked-products";

interface Found {
  product_id: number;
  title: string;
  sku: string;
  product_type: string;
}

export interface ProductPickerProps {
  ids: readonly number[];
  /** What usePickedProducts loaded for the ids. */
  picked: Map<number, PickedProduct>;
  onChange: (ids: number[]) => void;
  /** 1: a result replaces the choice. */
  max: number;
  searchLabel: string;
  emptyText: string;
  error?: string | undefined;
  /** A result that cannot be picked here (e.g. the product itself, or a Grouped product in a group). */
  refuses?: (row: Found) => boolean;
}

const SEARCH_LIMIT = 10;

export function ProductPicker({
  ids,
  picked,
  onChange,
  max,
  searchLabel,
  emptyText,
  error,
  refuses = () => false,
}: ProductPickerProps) {
  const client = useAdminClient();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found[] | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setFound(null);
      return;
    }
    let live = true;
    // Searched once the typing pauses, not on every key.
    const timer = setTimeout(() => {
      void settleAnswer(
        client.GET("/admin/products", { params: { query: { q, limit: SEARCH_LIMIT } } }),
      ).then((result) => {
        if (live) setFound(result.data?.data ?? []);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, query]);

  const one = max === 1;
  const full = !one && ids.length >= max;
  const results = found?.filter((row) => !refuses(row)) ?? null;
  const name = (id: number) => picked.get(id)?.title ?? `Product ${id}`;
  return (
    <>
      <FormFailure failure={error} />
      {ids.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {ids.map((id) => (
            <li key={id}>
              <span>
                {name(id)} {picked.get(id) && <span className="muted">({picked.get(id)?.sku})</span>}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => onChange(ids.filter((other) => other !== id))}
              >
                Remove<span className="visually-hidden"> {name(id)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField label={searchLabel} hint={full ? `At most ${max} products.` : undefined}>
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
      {results?.length === 0 && <p className="muted">No products match.</p>}
      {results && results.length > 0 && (
        <ul className={styles.list} aria-label="Search results">
          {results.map((row) => {
            const taken = ids.includes(row.product_id);
            return (
              <li key={row.product_id}>
                <span>
                  {row.title} <span className="muted">({row.sku})</span>
                </span>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={taken || full}
                  onClick={() => onChange(one ? [row.product_id] : [...ids, row.product_id])}
                >
                  {taken ? "Added" : one ? "Choose" : "Add"}
                  <span className="visually-hidden"> {row.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
