// react-hook-form with a yup schema: validation on submit first, then on every change (spec §5).
import { yupResolver } from "@hookform/resolvers/yup";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { ObjectSchema } from "yup";

export function useYupForm<T extends FieldValues>(
  schema: ObjectSchema<T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  return useForm<T>({
    // yup's inferred input type (optional keys) differs from T; the schema is T's by construction.
    resolver: yupResolver(schema) as unknown as Resolver<T>,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}
