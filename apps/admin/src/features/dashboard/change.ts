// How a figure compares with the period before it, in words a shop owner reads at a glance.

export interface Change {
  text: string;
  tone: "up" | "down" | "same";
}

/** 'Up 12 %' / 'Down 3 %' / 'No change' / 'New' (nothing in the period before). */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { text: "No change", tone: "same" };
  if (previous === 0) return { text: "New", tone: "up" };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: current > previous ? "Up under 1 %" : "Down under 1 %", tone: "same" };
  return percent > 0 ? { text: `Up ${percent} %`, tone: "up" } : { text: `Down ${-percent} %`, tone: "down" };
}
