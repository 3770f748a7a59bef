// The three periods side by side (today, 7 days, 30 days): revenue net of refunds, the refunds
// themselves, paid orders and the average order value, each against the period before.
import type { components } from "@henna/api";
import { money } from "../../ui/format";
import { changeOf } from "./change";
import styles from "./dashboard.module.css";

type Period = components["schemas"]["AdminDashboardPeriod"];

const TITLES: Record<Period["key"], string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
};
const BEFORE: Record<Period["key"], string> = {
  today: "yesterday",
  "7d": "the 7 days before",
  "30d": "the 30 days before",
};

interface FigureDef {
  measure: keyof Period["current"];
  label: string;
  format: (value: number) => string;
  big?: boolean;
  /** Refunds: a rise is bad news, so it takes the falling colour. */
  lessIsBetter?: boolean;
}

const FIGURES: FigureDef[] = [
  { measure: "revenue", label: "Revenue, net of refunds", format: money, big: true },
  { measure: "refunds", label: "Refunds", format: money, lessIsBetter: true },
  { measure: "orders", label: "Paid orders", format: String },
  { measure: "averageOrderValue", label: "Average order", format: money },
];

function Figure({ period, figure }: { period: Period; figure: FigureDef }) {
  const { measure, label, format, big = false, lessIsBetter = false } = figure;
  const current = period.current[measure];
  const previous = period.previous[measure];
  const change = changeOf(current, previous);
  const tone = !lessIsBetter
    ? change.tone
    : change.tone === "up"
      ? "down"
      : change.tone === "down"
        ? "up"
        : change.tone;
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>
        <span className={big ? styles.big : styles.value}>{format(current)}</span>
        <span className={styles.change} data-tone={tone}>
          {change.text}
          <span className={styles.before}> from {format(previous)}</span>
        </span>
      </dd>
    </div>
  );
}

export function PeriodFigures({ periods }: { periods: Period[] }) {
  return (
    <div className={styles.periods}>
      {periods.map((period) => (
        <section key={period.key} className="admin-panel" aria-labelledby={`period-${period.key}`}>
          <h2 id={`period-${period.key}`} className={styles.periodTitle}>
            {TITLES[period.key]}
            <span className="visually-hidden">, compared with {BEFORE[period.key]}</span>
          </h2>
          <dl className={styles.figures}>
            {FIGURES.map((figure) => (
              <Figure key={figure.measure} period={period} figure={figure} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
