import { describe, expect, it } from "vitest";
import {
  canMoveReturn,
  isOpenReturn,
  isReturnState,
  RETURN_ACTIONS,
  RETURN_REASON_TEXT,
  RETURN_REASONS,
  RETURN_STATE_TEXT,
  RETURN_STATES,
  returnActions,
  returnMove,
  returnMoveError,
} from "./return-status";

describe("returnMove", () => {
  // Every state × action, so a single wrong cell fails.
  const edges: Record<string, string> = {
    "requested>approve": "approved",
    "requested>reject": "rejected",
    "approved>receive": "received",
    "received>restock": "restocked",
    "received>write_off": "written_off",
    "restocked>refund": "refunded",
    "written_off>refund": "refunded",
  };
  const cells = RETURN_STATES.flatMap((from) =>
    RETURN_ACTIONS.map((action) => ({ from, action, want: edges[`${from}>${action}`] ?? null })),
  );
  it.each(cells)("returnMove($from, $action) → $want", ({ from, action, want }) => {
    expect(returnMove(from, action)).toBe(want);
  });

  it.each([{ from: "unknown" }, { from: null }, { from: undefined }])("$from has no moves", ({ from }) => {
    expect(returnActions(from)).toEqual([]);
  });
});

describe("returnActions", () => {
  it.each([
    { state: "requested", want: ["approve", "reject"] },
    { state: "approved", want: ["receive"] },
    { state: "received", want: ["restock", "write_off"] },
    { state: "restocked", want: ["refund"] },
    { state: "written_off", want: ["refund"] },
    { state: "rejected", want: [] },
    { state: "refunded", want: [] },
  ])("$state → $want", ({ state, want }) => {
    expect(returnActions(state)).toEqual(want);
  });
});

describe("canMoveReturn", () => {
  const allowed = new Set([
    "requested>approved",
    "requested>rejected",
    "approved>received",
    "received>restocked",
    "received>written_off",
    "restocked>refunded",
    "written_off>refunded",
  ]);
  const pairs = RETURN_STATES.flatMap((from) =>
    RETURN_STATES.map((to) => ({ from, to, want: allowed.has(`${from}>${to}`) })),
  );
  it.each(pairs)("canMoveReturn($from, $to) → $want", ({ from, to, want }) => {
    expect(canMoveReturn(from, to)).toBe(want);
  });
});

describe("isOpenReturn", () => {
  it.each(RETURN_STATES.map((state) => ({ state, want: state !== "rejected" && state !== "refunded" })))(
    "$state → $want",
    ({ state, want }) => {
      expect(isOpenReturn(state)).toBe(want);
    },
  );
});

describe("texts", () => {
  it.each([
    { given: "refunded", want: true },
    { given: "Refunded", want: false },
    { given: 3, want: false },
  ])("isReturnState($given) → $want", ({ given, want }) => {
    expect(isReturnState(given)).toBe(want);
  });

  it("every state and reason has a text", () => {
    for (const state of RETURN_STATES) expect(RETURN_STATE_TEXT[state]).toBeTruthy();
    for (const reason of RETURN_REASONS) expect(RETURN_REASON_TEXT[reason]).toBeTruthy();
  });

  it.each([
    {
      from: "rejected",
      action: "approve" as const,
      want: "This return is Rejected: it cannot be approved now.",
    },
    {
      from: "approved",
      action: "refund" as const,
      want: "This return is Approved: it cannot be refunded now.",
    },
    {
      from: "requested",
      action: "receive" as const,
      want: "This return is Requested: it cannot be marked received now.",
    },
  ])("returnMoveError($from, $action)", ({ from, action, want }) => {
    expect(returnMoveError(from, action)).toBe(want);
  });
});
