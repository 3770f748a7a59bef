// How the server's connections end when it closes (SIGTERM): the listener closes at once, so new
// connections are refused, but no request the server has accepted is dropped.
//
// Node's own http server.close() also closes every connection that has no request under way. That
// includes a connection accepted a moment ago whose request is still on its way (or already in the
// socket's buffer, unread): its client sees a reset for a request it sent before the signal. And a
// listener closed while the kernel still holds connections for it (made, not yet taken by Node: seconds
// on a busy machine) resets those. So close() here first takes what the kernel holds, then closes only
// the listener, and ends each connection as soon as it has nothing left to answer:
// an idle keep-alive connection at once, a busy one after its answer (Fastify marks answers given while
// closing `Connection: close`), and one that has not sent a request yet after a short grace.
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/** How long a connection that has sent nothing yet may still send its request once closing begins. */
export const FIRST_REQUEST_GRACE_MS = 2_000;
/** The longest the listener stays open after close() while connections keep arriving. */
export const SETTLE_MS = 500;
const QUIET_MS = 50;

interface ConnectionState {
  socket: Socket;
  /** Requests received and not yet answered. */
  active: number;
  /** Whether a request has been answered on it (an idle keep-alive connection, not a new one). */
  served: boolean;
}

// Each answer carries its connection's state, so one shared listener serves every answer: no closure
// and no once() wrapper made per request, on a path that cached catalogue reads take tens of thousands
// of times a second.
const STATE = Symbol("connection state");
type TrackedResponse = ServerResponse & { [STATE]?: ConnectionState };

export function drainConnectionsOnClose(
  server: Server,
  graceMs = FIRST_REQUEST_GRACE_MS,
  settleMs = SETTLE_MS,
): void {
  const connections = new Map<Socket, ConnectionState>();
  let closing = false;

  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { socket, active: 0, served: false });
    socket.once("close", () => connections.delete(socket));
  });
  function answered(this: TrackedResponse) {
    const state = this[STATE];
    if (!state) return;
    state.active -= 1;
    state.served = true;
    if (closing && state.active === 0) state.socket.end();
  }
  server.on("request", (request, response: TrackedResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.active += 1;
    response[STATE] = state;
    response.on("close", answered);
  });

  server.close = function close(this: Server, callback?: (error?: Error) => void) {
    closing = true;
    const closeListener = () => {
      NetServer.prototype.close.call(this, callback);
      for (const [socket, state] of connections) {
        if (state.active === 0 && state.served) socket.end();
      }
      const grace = setTimeout(() => {
        for (const [socket, state] of connections) if (state.active === 0) socket.destroy();
      }, graceMs);
      grace.unref();
    };
    // Connections the kernel completed before the signal may still wait in its queue for Node to take
    // them (tens of milliseconds on a busy machine): a listener closed on them resets them. So the
    // listener closes once a quiet spell has passed without a new connection, at most settleMs on.
    const deadline = Date.now() + settleMs;
    // -1: the first look always waits one more spell, whatever arrived before the call.
    let seen = -1;
    const settle = () => {
      if (accepted === seen || Date.now() >= deadline) return closeListener();
      seen = accepted;
      setTimeout(settle, QUIET_MS).unref();
    };
    setTimeout(settle, QUIET_MS).unref();
    return this;
  };
}
