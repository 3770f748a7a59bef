import { reactTestConfig } from "./src/test-support/vitest-react.ts";

// These fail when they run after other files in one module graph: what they rely on starts fresh only
// in a graph of their own (payment-step's vi.mock of the Razorpay loader cannot reach a payment step
// that an earlier file imported).
export default reactTestConfig({
  isolated: [
    "src/addresses/address-book.test.tsx",
    "src/catalogue/product-card.test.tsx",
    "src/native/google-sign-in.test.tsx",
    "src/payment/payment-step.test.tsx",
  ],
});
