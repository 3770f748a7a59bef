import { readerRupees as formatRupees } from "../i18n/format-numbers";

/** A rupee amount with the domain's one formatter (en-IN, ₹). */
export function Price({
  amount,
  className,
}: {
  amount: number | string | null | undefined;
  className?: string;
}) {
  return <span className={className}>{formatRupees(amount)}</span>;
}
