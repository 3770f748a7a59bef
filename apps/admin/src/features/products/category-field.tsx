// A product's category: typed or picked by the name the shop shows ("Bridal Henna"), kept as the
// category's key ("bridal-henna"). A name or key the store does not know yet is kept as typed, so the
// first product of a new category names it.
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useId, useState } from "react";

/** The key a typed text names: a category's name or key (in any case), else the text itself. */
export function categoryKeyOf(text: string, keys: readonly string[], names: Record<string, string>): string {
  const wanted = text.trim().toLowerCase();
  const known = keys.find((key) => key.toLowerCase() === wanted || names[key]?.toLowerCase() === wanted);
  return known ?? text;
}

export function CategoryField({
  value,
  keys,
  names,
  error,
  onChange,
}: {
  value: string;
  keys: readonly string[];
  names: Record<string, string>;
  error?: string | undefined;
  onChange: (key: string) => void;
}) {
  const listId = useId();
  // What is being typed; shown as the category's name again once the field is left.
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? names[value] ?? value;
  return (
    <>
      <TextField
        label="Category"
        required
        list={listId}
        value={shown}
        error={error}
        onChange={(event) => {
          setTyping(event.target.value);
          onChange(categoryKeyOf(event.target.value, keys, names));
        }}
        onBlur={() => setTyping(null)}
      />
      <datalist id={listId}>
        {keys.map((key) => (
          <option key={key} value={names[key] ?? key} />
        ))}
      </datalist>
    </>
  );
}
