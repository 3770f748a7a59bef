// The first two steps register and reset share: send a code to the e-mail, then verify it. Each
// success shows the server's message and moves on; a failure stays on the step with its outcome.
import { useState } from "react";
import { useAppDispatch } from "../state/hooks";
import { toast } from "../ui/toast";
import { type CallOutcome, sendResetOtp, sendSignupOtp, verifyOtp } from "./account-calls";

export function useCodeSteps<Extra extends string | number = never>(purpose: "signup" | "reset") {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<0 | 1 | 2 | Extra>(0);
  const [email, setEmail] = useState("");

  const sendCode = (address: string) =>
    dispatch((purpose === "signup" ? sendSignupOtp : sendResetOtp)({ email: address })).unwrap();

  async function send(address: string): Promise<CallOutcome> {
    const outcome = await sendCode(address);
    if (outcome.ok) {
      toast.success(outcome.message);
      setEmail(address);
      setStep(1);
    }
    return outcome;
  }

  async function verify(otp: string): Promise<CallOutcome> {
    const outcome = await dispatch(verifyOtp({ email, otp })).unwrap();
    if (outcome.ok) {
      toast.success(outcome.message);
      setStep(2);
    }
    return outcome;
  }

  /** Sends the code again to the same address, staying on the code step. */
  const resend = () => sendCode(email);

  return { step, setStep, email, send, verify, resend };
}
