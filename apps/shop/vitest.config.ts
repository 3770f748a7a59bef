import { reactTestConfig } from "../../packages/storefront/src/test-support/vitest-react.ts";

export default reactTestConfig();
