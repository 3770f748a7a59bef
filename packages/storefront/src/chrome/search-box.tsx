// Header search (spec §2, §5: at most 8 unique titles matching case-insensitively). The server
// searches (productsPage with `search`), so no catalogue is downloaded. WAI-ARIA combobox with a
// listbox popup: ArrowDown/ArrowUp move, Enter opens the highlighted product or, with none
// highlighted, the listing filtered by the text; Escape closes.
import { productPath } from "@henna/domain/product-path";
import { searchSuggestions } from "@henna/domain/search-suggestions";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { msg, t } from "../i18n/i18n";
import { useAppNavigate } from "../navigation/use-app-navigate";
import { productsPage } from "../state/resources";
import { skip, useResource } from "../state/use-resource";
import { Icon } from "./icon";
import styles from "./search-box.module.css";
import { useDebouncedValue } from "./use-debounced-value";

export const SEARCH_DEBOUNCE_MS = 250;

interface Suggestion {
  title: string;
  productId: number;
}

const SHOP_PLACEHOLDER = msg("Search henna, cones, tea…");

export interface SearchBoxProps {
  /** The listing that takes `?search=`. */
  searchPath: string;
  /** Called after the box has navigated (the drawer closes itself). */
  onNavigate?: () => void;
  /** The untranslated placeholder (a msg() key); the shop's catalogue by default. */
  placeholder?: string;
}

export function SearchBox({ searchPath, onNavigate, placeholder = SHOP_PLACEHOLDER }: SearchBoxProps) {
  const navigate = useAppNavigate();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const location = useLocation();

  // On the search results the box shows what was searched for (also after a reload or a shared link).
  useEffect(() => {
    if (location.pathname !== searchPath) return;
    setText(new URLSearchParams(location.search).get("search") ?? "");
    setOpen(false);
  }, [location.pathname, location.search, searchPath]);
  const { data, isFetching } = useResource(productsPage, query ? { page: 1, search: query } : skip);

  const suggestions = useMemo<Suggestion[]>(() => {
    const items = data?.items ?? [];
    return searchSuggestions(items, query).flatMap((title) => {
      const key = title.toLowerCase();
      const product = items.find((item) => (item.title ?? "").trim().toLowerCase() === key);
      return product ? [{ title, productId: product.product_id }] : [];
    });
  }, [data, query]);

  const settled = query !== "" && query === text.trim() && !isFetching;
  const expanded = open && query !== "" && (suggestions.length > 0 || settled);
  const highlighted = expanded && active >= 0 ? suggestions[active] : undefined;

  function go(path: string) {
    setOpen(false);
    setActive(-1);
    navigate(path);
    onNavigate?.();
  }

  function openProduct(suggestion: Suggestion) {
    setText(suggestion.title);
    go(productPath(suggestion.title, suggestion.productId));
  }

  function submit() {
    if (highlighted) return openProduct(highlighted);
    const value = text.trim();
    if (value) go(`${searchPath}?search=${encodeURIComponent(value)}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((i) => (i + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  return (
    // <search> would be the element, but older Safari and Chrome do not know it; the role works everywhere.
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form reaches every browser
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t("Search products")}
      </label>
      <input
        id={`${baseId}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        placeholder={t(placeholder)}
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={highlighted ? `${baseId}-option-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className={styles.submit} aria-label={t("Search")}>
        <Icon name="search" size={20} />
      </button>
      <div className={styles.popup} hidden={!expanded}>
        <div id={listId} role="listbox" aria-label={t("Suggestions")} className={styles.list}>
          {suggestions.map((suggestion, index) => (
            // The input keeps focus and points at the highlighted option (aria-activedescendant), so
            // options are neither focusable nor keyboard targets themselves.
            // biome-ignore lint/a11y/useFocusableInteractive: combobox options are reached through the input
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys
            <div
              key={suggestion.productId}
              id={`${baseId}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              // mousedown would blur the input (closing the list) before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => openProduct(suggestion)}
            >
              <Icon name="search" size={16} />
              <span>{suggestion.title}</span>
            </div>
          ))}
        </div>
        {settled && suggestions.length === 0 && (
          <p className={styles.empty}>{t("No products match “{query}”", { query })}</p>
        )}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {expanded
          ? suggestions.length > 0
            ? suggestions.length === 1
              ? t("1 suggestion available")
              : t("{count} suggestions available", { count: suggestions.length })
            : t("No matching products")
          : ""}
      </span>
    </form>
  );
}
