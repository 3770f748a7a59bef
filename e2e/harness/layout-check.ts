// What a screenshot of the back office must not show, measured in the page: the page scrolling
// sideways (the document wider than its window), a cell or button whose text is wider than its box, or
// one cut by a box around it that hides what spills. On the desktop a table frame may not scroll either
// (every column is in view at 1366 px); on a phone a table frame scrolls sideways by design.
import type { Page } from "playwright-core";

export interface LayoutProblem {
  what: string;
  text: string;
  by: number;
}

export async function layoutProblems(
  page: Page,
  options: { tablesScroll: boolean },
): Promise<LayoutProblem[]> {
  return page.evaluate(({ tablesScroll }) => {
    const problems: { what: string; text: string; by: number }[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push({
        what: "page scrolls sideways",
        text: document.title,
        by: root.scrollWidth - root.clientWidth,
      });
    const shown = (box: HTMLElement) => {
      const style = getComputedStyle(box);
      if (style.display === "none" || style.visibility === "hidden" || box.offsetParent === null)
        return false;
      const rect = box.getBoundingClientRect();
      // Text for assistive technology only is a 1 px box by design.
      return rect.width > 2 && rect.height > 2 && !box.closest(".visually-hidden");
    };
    const name = (box: HTMLElement) =>
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text names the box in the report
      (box.innerText || box.getAttribute("aria-label") || box.tagName)
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 60);
    const scrolls = (style: CSSStyleDeclaration) =>
      style.overflowX === "auto" || style.overflowX === "scroll";

    for (const frame of document.querySelectorAll<HTMLElement>(".admin-table-wrap")) {
      if (!tablesScroll && shown(frame) && frame.scrollWidth > frame.clientWidth + 1)
        problems.push({
          what: "table needs a sideways scroll",
          text: frame.getAttribute("aria-label") ?? "",
          by: frame.scrollWidth - frame.clientWidth,
        });
    }
    const boxes = document.querySelectorAll<HTMLElement>("th, td, button, .btn, select");
    for (const box of boxes) {
      if (!shown(box)) continue;
      const style = getComputedStyle(box);
      if (!scrolls(style) && box.scrollWidth > box.clientWidth + 1)
        problems.push({
          what: `${box.tagName.toLowerCase()} text wider than its box`,
          text: name(box),
          by: box.scrollWidth - box.clientWidth,
        });
      // Cut by an ancestor that clips (a scrolling table frame clips only on the desktop).
      const rect = box.getBoundingClientRect();
      for (let up = box.parentElement; up && up !== document.body; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        const clips = upStyle.overflowX !== "visible" && !(tablesScroll && scrolls(upStyle));
        if (!clips) continue;
        const frame = up.getBoundingClientRect();
        const by = Math.max(rect.right - frame.right, frame.left - rect.left);
        if (by > 1)
          problems.push({
            what: `${box.tagName.toLowerCase()} cut by its frame`,
            text: name(box),
            by: Math.round(by),
          });
        break;
      }
    }
    return problems;
  }, options);
}
