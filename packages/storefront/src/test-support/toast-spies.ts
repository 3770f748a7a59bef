// The toasts of every test in the calling file replaced by spies that show nothing, and put back after
// each test. A spy on the shared `toast` object rather than vi.mock of its module: the React suites share
// one module graph per worker (vitest-react.ts), so a page that an earlier file imported keeps the toast
// module it was given then, and a later file's vi.mock never reached it (its toast checks failed
// whenever vitest ordered the files that way). A change to the object itself reaches every caller.
import { afterEach, beforeEach, vi } from "vitest";
import { toast } from "../ui/toast";

const KINDS = ["success", "error", "warning", "info"] as const;

/** Call at the top level of a test file; answers the spied `toast`. */
export function spyOnToasts(): typeof toast {
  beforeEach(() => {
    for (const kind of KINDS) vi.spyOn(toast, kind).mockImplementation(() => undefined);
  });
  afterEach(() => {
    // A file's own vi.restoreAllMocks() may have put them back already.
    for (const kind of KINDS) {
      const method = toast[kind];
      if (vi.isMockFunction(method)) method.mockRestore();
    }
  });
  return toast;
}
