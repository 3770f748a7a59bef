import { afterEach } from "vitest";

// The files of a worker share one window (isolate: false), so each test leaves it as it found it:
// a download moves the window to a blob: address (whose origin the API client cannot build on), and
// a browser router's entry in history.state makes a later list drop its writes as stale. (The shared
// setup, storefront's test-support/setup.ts, unmounts and empties the storages.)
const START_URL = location.href;

afterEach(() => {
  history.replaceState(null, "");
  if (location.href !== START_URL) {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(START_URL);
  }
});
