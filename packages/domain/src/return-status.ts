/**
 * A customer's return request (issue 33, "Returns"): its states, the moves between them, and what the
 * customer reads for each.
 *
 * The graph (every other move is refused, and nothing moves to itself or backwards):
 *
 *   requested ──► approved ──► received ──► restocked ───► refunded
 *       │                          └──────► written_off ─► refunded
 *       └──────► rejected
 *
 * Decisions:
 * - The shop decides first: approved (with a pickup note) or rejected (with a reason). Both are mailed.
 * - Money goes back only for goods the shop holds and has dealt with: the parcel is received, then
 *   its units go back on sale (restocked) or are written off (damaged, opened); then refunded. So the
 *   stock book never misses a returned unit, and a refund is never made for a parcel still on the road.
 * - rejected and refunded are final. A request is "open" until it is final: one open request per order
 *   line at a time, and a rejected request frees its lines for a new request.
 * - The customer reads no warehouse detail: restocked and written off both read as received, with the
 *   refund on its way.
 */

export const RETURN_STATES = [
  "requested",
  "approved",
  "rejected",
  "received",
  "restocked",
  "written_off",
  "refunded",
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** What the back office does to a request; each action is one move of the graph. */
export const RETURN_ACTIONS = ["approve", "reject", "receive", "restock", "write_off", "refund"] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

const MOVES: Record<ReturnAction, { from: ReturnState; to: ReturnState }[]> = {
  approve: [{ from: "requested", to: "approved" }],
  reject: [{ from: "requested", to: "rejected" }],
  receive: [{ from: "approved", to: "received" }],
  restock: [{ from: "received", to: "restocked" }],
  write_off: [{ from: "received", to: "written_off" }],
  refund: [
    { from: "restocked", to: "refunded" },
    { from: "written_off", to: "refunded" },
  ],
};

export function isReturnState(value: unknown): value is ReturnState {
  return typeof value === "string" && (RETURN_STATES as readonly string[]).includes(value);
}

/** The state `action` leads to from `from`, or null when the graph has no such move. */
export function returnMove(from: string | null | undefined, action: ReturnAction): ReturnState | null {
  return MOVES[action].find((move) => move.from === from)?.to ?? null;
}

/** The back office's buttons for a request in `state`. */
export function returnActions(state: string | null | undefined): ReturnAction[] {
  return RETURN_ACTIONS.filter((action) => returnMove(state, action) !== null);
}

/** Whether `from` → `to` is an edge of the graph. */
export function canMoveReturn(from: string | null | undefined, to: string | null | undefined): boolean {
  return RETURN_ACTIONS.some((action) => to !== null && to !== undefined && returnMove(from, action) === to);
}

/** A request that still holds its lines: one open request per order line. */
export function isOpenReturn(state: string): boolean {
  return state !== "rejected" && state !== "refunded";
}

/** The refusal of a move the graph does not have (English; the server's catalogue has the Hindi). */
export function returnMoveError(from: string, action: ReturnAction): string {
  return `This return is ${RETURN_STATE_LABEL[from as ReturnState] ?? from}: it cannot be ${ACTION_PAST[action]} now.`;
}

const ACTION_PAST: Record<ReturnAction, string> = {
  approve: "approved",
  reject: "rejected",
  receive: "marked received",
  restock: "restocked",
  write_off: "written off",
  refund: "refunded",
};

/** The back office's name for each state. */
export const RETURN_STATE_LABEL: Record<ReturnState, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
  restocked: "Restocked",
  written_off: "Written off",
  refunded: "Refunded",
};

/** What the customer reads for each state (translated by the apps' catalogues). */
export const RETURN_STATE_TEXT: Record<ReturnState, string> = {
  requested: "Return requested: we will reply within 2 working days",
  approved: "Return approved: we will collect the items",
  rejected: "Return declined",
  received: "Items received: your refund is on its way",
  restocked: "Items received: your refund is on its way",
  written_off: "Items received: your refund is on its way",
  refunded: "Refunded",
};

/** Why a customer returns something: the list the request form offers. */
export const RETURN_REASONS = [
  "damaged",
  "wrong_item",
  "missing_item",
  "not_as_described",
  "quality",
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_TEXT: Record<ReturnReason, string> = {
  damaged: "Arrived damaged or leaking",
  wrong_item: "Wrong item sent",
  missing_item: "Item missing from the parcel",
  not_as_described: "Not as described",
  quality: "Quality not as expected",
  other: "Other reason",
};

/** At most this many photos on one request. */
export const RETURN_MAX_PHOTOS = 3;
