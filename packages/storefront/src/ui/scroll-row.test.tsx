import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollRow } from "./scroll-row";

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

/** An IntersectionObserver the test drives: it reports what the test says is in view. */
function fakeObserver() {
  const watched: Element[] = [];
  let callback: Callback = () => undefined;
  let root: Element | null = null;
  class FakeIntersectionObserver {
    constructor(cb: Callback, options: { root: Element }) {
      callback = cb;
      root = options.root;
    }
    observe(el: Element) {
      watched.push(el);
    }
    disconnect() {
      watched.length = 0;
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    get root() {
      return root;
    },
    watched,
    report: (start: boolean, end: boolean) =>
      act(() =>
        callback([
          { target: watched[0] as Element, isIntersecting: start },
          { target: watched[1] as Element, isIntersecting: end },
        ]),
      ),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("ScrollRow", () => {
  it("shows a chevron only toward an end of the row that is out of view", () => {
    const io = fakeObserver();
    render(
      <ScrollRow label="Offers" step={260}>
        <div>one</div>
        <div>two</div>
      </ScrollRow>,
    );
    // It watches the track's first and last child: the two end markers around the cards.
    expect(io.watched).toHaveLength(2);
    expect(io.root?.firstElementChild).toBe(io.watched[0]);
    expect(io.root?.lastElementChild).toBe(io.watched[1]);
    expect(screen.queryByRole("button")).toBeNull();

    io.report(true, false);
    expect(screen.getByRole("button", { name: "Scroll Offers right" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Scroll Offers left" })).toBeNull();

    io.report(false, false);
    expect(screen.getByRole("button", { name: "Scroll Offers left" })).toBeInTheDocument();

    io.report(false, true);
    expect(screen.queryByRole("button", { name: "Scroll Offers right" })).toBeNull();
    expect(screen.getByRole("button", { name: "Scroll Offers left" })).toBeInTheDocument();
  });

  it("stops watching when it leaves the page", () => {
    const io = fakeObserver();
    const { unmount } = render(
      <ScrollRow label="Offers" step={260}>
        <div>one</div>
      </ScrollRow>,
    );
    unmount();
    expect(io.watched).toHaveLength(0);
  });
});
