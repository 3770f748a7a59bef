import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default; CI runs every workspace at once on two cores (load
// average 10 seen), where a lazy page's first import alone took more than 5 s. They return as soon as
// what they wait for appears, so a long limit costs a passing test nothing.
configure({ asyncUtilTimeout: 60_000 });

// The files of a worker share one window (isolate: false), so each test leaves it as it found it:
// a download moves the window to a blob: address (whose origin the API client cannot build on), and
// a browser router's entry in history.state makes a later list drop its writes as stale.
const START_URL = location.href;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, "");
  if (location.href !== START_URL) {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(START_URL);
  }
});
