// Revenue per day for the last 30 days, drawn by uPlot. This module (and uPlot with it) is loaded only
// by the dashboard, after its figures are on screen, so neither the sign-in page nor any other page
// carries the chart's code. The canvas is decorative for assistive technology: the figure's label says
// what it shows and the period figures beside it carry the numbers.
import type { components } from "@henna/api";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { money } from "../../ui/format";
import styles from "./dashboard.module.css";

type Day = components["schemas"]["AdminDashboard"]["daily"][number];

const HEIGHT = 220;
const DAY_LABEL = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** A token's colour from the page's CSS (the canvas cannot read variables). */
function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

function options(width: number): uPlot.Options {
  const ink = token("--color-muted", "#5c5c5c");
  const line = token("--color-primary", "#6b2e12");
  const grid = token("--color-border", "#e4ddd6");
  return {
    width,
    height: HEIGHT,
    // The days are UTC midnights of India's dates: shown in UTC they read as those dates.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
    legend: { show: false },
    cursor: { y: false, points: { size: 8 } },
    // Half a day of room at each end, so the first and last bars are whole.
    scales: {
      x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 100] },
    },
    axes: [
      {
        stroke: ink,
        grid: { show: false },
        ticks: { stroke: grid },
        values: (_u, splits) => splits.map((ts) => DAY_LABEL.format(new Date(ts * 1000))),
      },
      {
        stroke: ink,
        grid: { stroke: grid },
        ticks: { show: false },
        size: 64,
        values: (_u, splits) => splits.map((value) => money(value).replace(/\.00$/, "")),
      },
    ],
    series: [
      {},
      {
        label: "Revenue",
        stroke: line,
        fill: line,
        width: 0,
        // One bar per day: a day's takings read better as bars than as a line between days.
        paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
        points: { show: false },
      },
    ],
  };
}

export default function RevenueChart({ daily }: { daily: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      daily.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
      daily.map((day) => day.revenue),
    ];
    const plot = new uPlot(options(Math.max(element.clientWidth, 240)), data, element);
    // The panel's width follows the window (a phone turned, a sidebar closed).
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily]);
  return <div ref={box} className={styles.chart} aria-hidden="true" />;
}
