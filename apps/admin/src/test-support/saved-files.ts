// The names of the files saveFile() hands the browser, for the tests of screens that download one: the
// browser saves the file; happy-dom would navigate the test's window to the blob instead.
import { afterEach, beforeEach, vi } from "vitest";

/** Call at a describe's top (or a file's): the list is emptied before each test. */
export function savedFiles(): string[] {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn(() => "blob:saved");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return saved;
}
