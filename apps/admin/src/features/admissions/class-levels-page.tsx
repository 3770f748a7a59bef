// Class levels (the academy enquiry form's "class" choices): add one, rename or move it, switch it
// Active/Inactive. Each row is its own small form; the server refuses a name the store already has.
import type { components } from "@henna/api";
import { failureText } from "@henna/storefront/api/api-result.ts";
import { TextField } from "@henna/storefront/forms/text-field.tsx";
import { useYupForm } from "@henna/storefront/forms/use-yup-form.ts";
import { toast } from "@henna/storefront/ui/toast.ts";
import { boolean, number, object, string } from "yup";
import { useAdminClient } from "../../api/services-context";
import { useApi } from "../../api/use-api";
import { bindField } from "../../ui/form/bind-field";
import { FormFailure } from "../../ui/form/form-failure";
import { useSave } from "../../ui/form/use-save";
import recordPage from "../../ui/record-page.module.css";
import { EmptyState, ErrorState, Skeleton } from "../../ui/states";
import { AcademyNav } from "./academy-nav";
import styles from "./admissions.module.css";

type Level = components["schemas"]["AdminClassLevel"];
interface LevelValues {
  name: string;
  position: number;
  active: boolean;
}

const schema = object({
  name: string().trim().required("Please enter the class level's name.").max(100, "At most 100 characters."),
  position: number()
    .typeError("Enter a whole number.")
    .integer("Enter a whole number.")
    .min(0, "0 or more.")
    .max(10000, "At most 10000.")
    .required("Enter a whole number."),
  active: boolean().required(),
});

function LevelForm({
  level,
  onSaved,
  nextPosition,
}: {
  level?: Level;
  onSaved: (level: Level) => void;
  nextPosition: number;
}) {
  const client = useAdminClient();
  const initial = level
    ? { name: level.name, position: level.position, active: level.active }
    : { name: "", position: nextPosition, active: true };
  const form = useYupForm<LevelValues>(schema, initial);
  const { register, handleSubmit, formState, setError, reset } = form;
  const field = bindField(register, formState.errors);
  // A taken name (409) is the name's problem, not the form's.
  const { busy, failure, setFailure, save } = useSave({ setError, fields: ["name", "position", "active"] });

  const onSubmit = handleSubmit(async (values) => {
    const body = { name: values.name.trim(), position: values.position, active: values.active };
    const result = await save(() =>
      level
        ? client.PUT("/admin/class-levels/{levelId}", { params: { path: { levelId: level.id } }, body })
        : client.POST("/admin/class-levels", { body }),
    );
    if (result.error) {
      if (result.error.status === 409 && !result.fields.name) {
        setError("name", { type: "server", message: failureText(result.error) });
        setFailure("");
      }
      return;
    }
    toast.success(level ? `${result.data.data.name} is saved` : `${result.data.data.name} is added`);
    reset(level ? body : { name: "", position: values.position + 10, active: true });
    onSaved(result.data.data);
  });

  const label = level ? level.name : "New class level";
  return (
    <form className={styles.levelForm} onSubmit={onSubmit} noValidate aria-label={label}>
      <TextField label="Name" required {...field("name")} />
      <TextField
        label="Position"
        type="number"
        inputMode="numeric"
        error={formState.errors.position?.message}
        {...register("position", { valueAsNumber: true })}
      />
      <label className={styles.check}>
        <input type="checkbox" {...register("active")} /> Active
      </label>
      <button type="submit" className="btn btn-small" disabled={busy}>
        {level ? "Save" : "Add"}
        <span className="visually-hidden"> {label}</span>
      </button>
      <FormFailure failure={failure} />
    </form>
  );
}

export default function ClassLevelsPage() {
  const client = useAdminClient();
  const { state, reload } = useApi(() => client.GET("/admin/class-levels"), [client]);
  const levels = state.data?.data ?? [];
  const nextPosition = levels.reduce((max, level) => Math.max(max, level.position), 0) + 10;

  return (
    <>
      <h1>Academy</h1>
      <AcademyNav />
      <section className="admin-panel" aria-labelledby="levels-title">
        <h2 id="levels-title" className={recordPage.panelTitle}>
          Class levels
        </h2>
        <p className="muted">The enquiry form offers the Active levels, lowest position first.</p>
        {state.status === "error" ? (
          <ErrorState failure={state.error} onRetry={reload} />
        ) : !state.data ? (
          <Skeleton lines={4} label="Loading the class levels" />
        ) : levels.length === 0 ? (
          <EmptyState title="No class levels yet." />
        ) : (
          <ul className={styles.levels}>
            {levels.map((level) => (
              <li key={`${level.id}-${level.name}-${level.position}-${level.active}`}>
                <LevelForm level={level} nextPosition={nextPosition} onSaved={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-panel" aria-labelledby="add-level-title">
        <h2 id="add-level-title" className={recordPage.panelTitle}>
          Add a class level
        </h2>
        {state.data && <LevelForm key={nextPosition} nextPosition={nextPosition} onSaved={reload} />}
      </section>
    </>
  );
}
