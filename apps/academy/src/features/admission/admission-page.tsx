// /admission-form (spec §2 Admission form, §4 Admission submit, §5 Admission). Anyone may open and fill
// it in; saving needs a user, so a guest who submits is asked to log in on the spot and keeps what they
// typed. The unsent answers are kept in session storage as they are typed, so a reload (offline too)
// gives them back; the Aadhaar number never is (storefront offline/use-form-draft.ts). A student
// with a record finds the form prefilled, the Aadhaar number masked. Validation runs on submit, then on
// every change.
import {
  AADHAR_SUBMIT_TOAST,
  ADMISSION_SUBMISSION_FAILED,
  ADMISSION_SUBMITTED,
  RULES_AGREEMENT_TOAST,
} from "@henna/domain/messages";
import { admissionCenters, GENDER_CHOICES } from "@henna/domain/validate-admission";
import { sanitizePhoneInput } from "@henna/domain/validate-mobile";
import { admissionRecord } from "@henna/storefront/admission/admission-record.ts";
import { submitAdmission } from "@henna/storefront/admission/submit-admission.ts";
import { useLazyYupForm } from "@henna/storefront/admission/use-lazy-yup-form.ts";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { FormField } from "@henna/storefront/forms/form-field.tsx";
import { SelectField } from "@henna/storefront/forms/select-field.tsx";
import { TextAreaField } from "@henna/storefront/forms/text-area-field.tsx";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { msg, t } from "@henna/storefront/i18n/i18n.ts";
import { useAppNavigate } from "@henna/storefront/navigation/use-app-navigate.ts";
import { offlineText } from "@henna/storefront/offline/offline-texts.ts";
import { isOnline } from "@henna/storefront/offline/online-status.ts";
import { useFormDraft } from "@henna/storefront/offline/use-form-draft.ts";
import { useAppDispatch, useAppSelector } from "@henna/storefront/state/hooks.ts";
import { storeProfile } from "@henna/storefront/state/resources.ts";
import { selectUser } from "@henna/storefront/state/session-slice.ts";
import { skip, useResource } from "@henna/storefront/state/use-resource.ts";
import { readCheckoutData } from "@henna/storefront/storage/checkout-data-storage.ts";
import { useFirstIdle } from "@henna/storefront/ui/first-idle.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import {
  type ChangeEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { AadhaarField } from "./aadhaar-field";
import styles from "./admission.module.css";
import { type AdmissionValues, EMPTY_ADMISSION, newStudentValues, recordValues } from "./admission-values";
import { RulesText } from "./rules-text";

export const ADMISSION_TITLE = msg("Admission Form");
/** Session storage: the form's unsent answers, never the Aadhaar number. */
export const ADMISSION_DRAFT_KEY = "admission_draft";
const NEVER_KEPT = ["aadhar"] as const;

// Only a guest who submits needs it.
const LoginDialog = lazy(() => import("./login-dialog"));

const digitsOnly = (max: number) => (event: ChangeEvent<HTMLInputElement>) => {
  const clean = event.target.value.replace(/\D/g, "").slice(0, max);
  if (clean !== event.target.value) event.target.value = clean;
};

export default function AdmissionPage() {
  const dispatch = useAppDispatch();
  const navigate = useAppNavigate();
  const user = useAppSelector(selectUser);
  const record = useResource(admissionRecord, user ? user.user_id : skip);
  const stored = record.data ?? null;
  const { data: profile } = useResource(storeProfile, undefined);
  // The owner's centers (store setup), plus the one a returning student chose if it has since closed.
  const listed = admissionCenters(profile?.centers);
  const centers = stored && !listed.includes(stored.center) ? [...listed, stored.center] : listed;
  const centerChoices = useRef(centers);
  centerChoices.current = centers;
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);
  const rulesId = useId();

  // The schema reads the masked number on record at each validation (it arrives after the form is made).
  const storedAadhaar = useRef<string | null>(null);
  storedAadhaar.current = stored?.aadhar ?? null;
  const loadSchema = useCallback(
    () =>
      import("./admission-schema").then(({ admissionSchema }) =>
        admissionSchema(
          () => storedAadhaar.current,
          () => centerChoices.current,
        ),
      ),
    [],
  );
  const { form, warm } = useLazyYupForm<AdmissionValues>(loadSchema, EMPTY_ADMISSION);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const discardDraft = useFormDraft(form, ADMISSION_DRAFT_KEY, NEVER_KEPT);

  // Prefill once the record (or its absence) is known; what the student has typed meanwhile stays.
  // Layout effects, this one and the masked number's below: the prefilled number is locked behind its
  // mask before the browser paints, instead of showing for a frame in the editable field.
  const fulfilled = user !== null && !record.isFetching && !record.isError && record.data !== undefined;
  const email = user?.email ?? "";
  useLayoutEffect(() => {
    if (!fulfilled) return;
    reset(stored ? recordValues(stored) : newStudentValues(email), { keepDirtyValues: true });
  }, [fulfilled, stored, email, reset]);

  // The validation code loads in the page load's first idle moment, before anyone types or submits.
  const idle = useFirstIdle();
  useEffect(() => {
    if (idle) warm();
  }, [idle, warm]);

  // Whether the Aadhaar field holds the masked number on record. Followed by subscription, not by
  // watching in render: watching would render the whole form again on every keystroke of the number.
  const [masked, setMasked] = useState<string | null>(null);
  useLayoutEffect(() => {
    const maskedOf = (value: unknown) => (stored !== null && value === stored.aadhar ? stored.aadhar : null);
    setMasked(maskedOf(getValues("aadhar")));
    const subscription = watch((values, { name }) => {
      if (name === undefined || name === "aadhar") setMasked(maskedOf(values.aadhar));
    });
    return () => subscription.unsubscribe();
  }, [stored, watch, getValues]);
  const [replacing, setReplacing] = useState(false);
  useEffect(() => {
    if (replacing && masked === null) {
      setFocus("aadhar");
      setReplacing(false);
    }
  }, [replacing, masked, setFocus]);

  const openLogin = () => {
    setLoginWanted(true);
    setLoginOpen(true);
  };

  const onValid = async (values: AdmissionValues) => {
    // Saving needs the server (and so does logging in): the answers stay in the form and the draft.
    if (!isOnline()) {
      toast.error(offlineText("submitNeedsConnection"));
      return;
    }
    if (!user) {
      openLogin();
      return;
    }
    const outcome = await dispatch(submitAdmission(values)).unwrap();
    if (!outcome.ok) {
      if (outcome.reason === "logged-out") openLogin();
      else toast.error(ADMISSION_SUBMISSION_FAILED, { description: failureText(outcome.failure) });
      return;
    }
    toast.success(ADMISSION_SUBMITTED);
    reset(EMPTY_ADMISSION);
    discardDraft();
    navigate(readCheckoutData() ? "/checkout" : "/admission-form-step-2");
  };

  const waitingForRecord = user !== null && record.isLoading;
  const mobile = register("mobile");
  const pincode = register("pincode");

  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(ADMISSION_TITLE)}</h1>
        <p className="muted">
          {stored
            ? t("Your saved form is below. Check it, change what is needed, and submit it again.")
            : t("Fill in the student's details once. You choose and pay for a course next.")}
        </p>
      </header>
      {record.isError && (
        <p className={styles.notice} role="alert">
          {t("Your saved form could not be loaded.")}{" "}
          <button type="button" className={styles.linkButton} onClick={record.refetch}>
            {t("Try again")}
          </button>
        </p>
      )}
      <form
        className={`card ${styles.form}`}
        method="post"
        noValidate
        onFocus={warm}
        onSubmit={handleSubmit(onValid, (invalid) => {
          if (invalid.aadhar) toast.error(AADHAR_SUBMIT_TOAST);
          if (invalid.rulesAgreed) toast.error(RULES_AGREEMENT_TOAST);
        })}
        aria-busy={waitingForRecord}
      >
        <fieldset className={styles.grid} disabled={waitingForRecord}>
          <legend className="visually-hidden">{t("Student's details")}</legend>
          <TextField
            label={t("Full Name")}
            required
            autoComplete="off"
            error={errors.name?.message}
            {...register("name")}
          />
          <TextField
            label={t("Father Name")}
            required
            autoComplete="off"
            error={errors.fatherName?.message}
            {...register("fatherName")}
          />
          <TextField
            label={t("Mother Name")}
            required
            autoComplete="off"
            error={errors.motherName?.message}
            {...register("motherName")}
          />
          <TextField
            label={t("Date of Birth")}
            type="date"
            hint={t("Optional")}
            error={errors.dob?.message}
            {...register("dob")}
          />
          <AadhaarField
            registration={register("aadhar")}
            error={errors.aadhar?.message}
            masked={masked}
            onReplace={() => {
              setValue("aadhar", "", { shouldDirty: true });
              setReplacing(true);
            }}
          />
          <SelectField
            label={t("Gender")}
            required
            placeholder={t("Select gender")}
            options={GENDER_CHOICES}
            error={errors.gender?.message}
            {...register("gender")}
          />
          <TextField
            label={t("School Name")}
            autoComplete="off"
            hint={t("Optional")}
            error={errors.school?.message}
            {...register("school")}
          />
          <TextAreaField
            label={t("Address")}
            required
            rows={3}
            autoComplete="street-address"
            className={styles.full}
            error={errors.address?.message}
            {...register("address")}
          />
          <TextField
            label={t("Pincode")}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            error={errors.pincode?.message}
            {...pincode}
            onChange={(event) => {
              digitsOnly(6)(event);
              return pincode.onChange(event);
            }}
          />
          <TextField
            label={t("Contact Number")}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.mobile?.message}
            {...mobile}
            onChange={(event) => {
              const clean = sanitizePhoneInput(event.target.value);
              if (clean !== event.target.value) event.target.value = clean;
              return mobile.onChange(event);
            }}
          />
          <TextField
            label={t("Email ID")}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <SelectField
            label={t("Select Center")}
            required
            placeholder={t("Select a center")}
            options={centers}
            error={errors.center?.message}
            {...register("center")}
          />
        </fieldset>
        <RulesText id={rulesId} />
        <FormField
          layout="inline"
          label={t("I have read and agree to the Rules & Regulations")}
          error={errors.rulesAgreed?.message}
          required
          describedBy={rulesId}
        >
          {(control) => (
            <input type="checkbox" className={styles.checkbox} {...control} {...register("rulesAgreed")} />
          )}
        </FormField>
        <button
          type="submit"
          className={`btn btn-block ${styles.submit}`}
          disabled={isSubmitting || waitingForRecord}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? t("Submitting...") : t("Submit")}
        </button>
        {!user && (
          <p className={`muted ${styles.guestNote}`}>{t("You will be asked to log in when you submit.")}</p>
        )}
      </form>
      {loginWanted && (
        <Suspense fallback={null}>
          <LoginDialog
            open={loginOpen}
            onClose={() => setLoginOpen(false)}
            onLoggedIn={() => setLoginOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
