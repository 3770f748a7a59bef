// The items of a Grouped product: search the catalogue, add, remove.
import { settle } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { useEffect, useState } from "react";
import { useAdminClient } from "../../api/services-context";
import styles from "./product-editor.module.css";

interface Found {
  product_id: number;
  title: string;
  sku: string;
}

function ChosenTitle({ id }: { id: number }) {
  const client = useAdminClient();
  const [title, setTitle] = useState("");
  useEffect(() => {
    let live = true;
    void settle(client.GET("/admin/products/{productId}", { params: { path: { productId: id } } })).then(
      (result) => {
        if (live && result.data) setTitle(`${result.data.data.title} (${result.data.data.sku})`);
      },
    );
    return () => {
      live = false;
    };
  }, [client, id]);
  return <>{title || `Product ${id}`}</>;
}

export function GroupedPicker({
  ids,
  error,
  ownId,
  onChange,
}: {
  ids: number[];
  error?: string | undefined;
  ownId: number | null;
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
      void settle(client.GET("/admin/products", { params: { query: { q, limit: 10 } } })).then((result) => {
        if (!live) return;
        setFound(result.data?.data.filter((row) => row.product_type !== "Grouped Product") ?? []);
        setSearched(true);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, query]);

  return (
    <section className="admin-panel" aria-labelledby="grouped-title">
      <h2 id="grouped-title">Grouped items</h2>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {ids.length === 0 ? (
        <p className="muted">No items yet: search for products to add.</p>
      ) : (
        <ul className={styles.chosen}>
          {ids.map((id) => (
            <li key={id}>
              <ChosenTitle id={id} />
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => onChange(ids.filter((other) => other !== id))}
              >
                Remove<span className="visually-hidden"> product {id}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField label="Find products to add">
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
            const taken = ids.includes(row.product_id) || row.product_id === ownId;
            return (
              <li key={row.product_id}>
                {row.title} <span className="muted">({row.sku})</span>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={taken}
                  onClick={() => onChange([...ids, row.product_id])}
                >
                  {taken ? "Added" : "Add"}
                  <span className="visually-hidden"> {row.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
