import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default; CI runs every workspace at once on two cores (load
// average 10 seen), where a lazy page's first import alone took more than 5 s. They return as soon as
// what they wait for appears, so a long limit costs a passing test nothing.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
