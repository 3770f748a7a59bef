// Who is signed in to the back office: the tokens say whether there is a session, GET /admin/me says
// who it is (read once per session; the sign-in answer brings it along).
import type { components } from "@henna/api";
import type { ApiFailure } from "@henna/storefront/api/api-result.ts";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { useAdminServices } from "../api/services-context";
import { settleAnswer } from "../api/settle-answer";

export type StaffMember = components["schemas"]["StaffMember"];

export interface StaffSession {
  signedIn: boolean;
  staff: StaffMember | null;
  /** The failure of reading the member, when it failed for a reason other than the session. */
  error: ApiFailure | null;
  retry: () => void;
  signedInAs: (staff: StaffMember) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<StaffSession | null>(null);

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const { client, tokens } = useAdminServices();
  const signedIn = useSyncExternalStore(
    tokens.subscribe,
    () => tokens.getAccessToken() !== null || tokens.getRefreshToken() !== null,
  );
  const [staff, setStaff] = useState<StaffMember | null>(null);
  const [error, setError] = useState<ApiFailure | null>(null);
  const [round, setRound] = useState(0);

  // The member is forgotten when the session ends (sign out, a refused refresh, a removed member).
  useEffect(
    () =>
      tokens.subscribe(() => {
        if (tokens.getAccessToken() === null && tokens.getRefreshToken() === null) setStaff(null);
      }),
    [tokens],
  );

  useEffect(() => {
    if (!signedIn || staff) return;
    let live = true;
    setError(null);
    void settleAnswer(client.GET("/admin/me")).then((result) => {
      if (!live) return;
      if (result.data) setStaff(result.data.data);
      // A 401 has already ended the session (the client cleared the tokens).
      else if (result.error.status !== 401) setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [client, signedIn, staff, round]);

  const signOut = useCallback(async () => {
    await settleAnswer(client.POST("/admin/auth/logout"));
    tokens.clear();
    setStaff(null);
  }, [client, tokens]);

  const value = useMemo<StaffSession>(
    () => ({
      signedIn,
      staff: signedIn ? staff : null,
      error,
      retry: () => setRound((n) => n + 1),
      signedInAs: setStaff,
      signOut,
    }),
    [signedIn, staff, error, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useStaffSession outside StaffSessionProvider");
  return session;
}

export function isOwner(staff: StaffMember | null): boolean {
  return staff?.role === "owner";
}
