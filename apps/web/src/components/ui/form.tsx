import {
  type FormHTMLAttributes,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useRef,
  useState,
} from 'react';
import {
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { NETWORK_FAILURE_MESSAGE } from '../../lib/user-facing-message';

const control =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 aria-[invalid=true]:border-red-500';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(control, 'h-10', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(control, 'min-h-24', className)} {...props} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(control, 'h-10', className)} {...props} />;
});

type ControlIds = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type FieldProps = {
  label: string;
  hint?: string;
} & (
  | {
      /** A field of the enclosing `Form`: registered under this name, its error read from the form. */
      name: string;
      error?: never;
      children: (props: ControlIds & UseFormRegisterReturn) => ReactNode;
    }
  | {
      name?: undefined;
      /** A control outside any form (a filter, a toggle) gives its own error, if any. */
      error?: string | undefined;
      children: (props: ControlIds) => ReactNode;
    }
);

/**
 * A labelled form control with its error below it. The label is tied to the control by id and the
 * error by aria-describedby, so screen readers and `getByLabel` find both. Given a `name`, the
 * control is registered with the enclosing `Form` and shows the error the schema or the server
 * gave that field.
 */
export function Field(props: FieldProps) {
  if (props.name !== undefined) return <RegisteredField {...props} />;
  const { label, error, hint, children } = props;
  return (
    <FieldLayout label={label} error={error} hint={hint}>
      {children}
    </FieldLayout>
  );
}

/**
 * The first message the enclosing form holds for a name or anything under it (a list's items),
 * for an error shown outside a `Field`, e.g. under a fieldset of rows.
 */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return messageOf(get(errors, name));
}

function RegisteredField({ name, label, hint, children }: Extract<FieldProps, { name: string }>) {
  const form = useFormContext();
  const { errors } = useFormState({ control: form.control, name });
  // An array field's error sits on its items (`skills.0`): the first message found is shown.
  const message = messageOf(get(errors, name));
  // Editing a field clears its error until the next submit checks it again.
  const registered = form.register(name, { onChange: () => form.clearErrors(name) });
  return (
    <FieldLayout label={label} error={message} hint={hint}>
      {(ids) => children({ ...ids, ...registered })}
    </FieldLayout>
  );
}

function FieldLayout({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: string | undefined;
  hint: string | undefined;
  children: (ids: ControlIds) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {hint && !error && <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The values a form holds for a schema: its input shape with every text-like field (strings and
 * enums) as a plain string, because a control holds "" before the user picks or types anything.
 */
export type FormValues<S extends z.ZodType> = {
  [K in keyof z.input<S>]-?: [z.input<S>[K]] extends [string | null | undefined] ? string : z.input<S>[K];
};

export type ZodForm<V extends FieldValues, S extends z.ZodType> = UseFormReturn<V, unknown, z.output<S>>;

/**
 * A form's schema, or a function loading it. A form on the first page (sign-in, sign-up) loads its
 * schema apart from that page's chunk: zod and the schemas cost a throttled phone about 100 ms of
 * start-up that nothing needs before the form is used (decision 029).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * A react-hook-form form validated by a contract schema, so the browser checks exactly what the
 * server checks. Errors show on submit and each clears as soon as its field is edited (revalidating
 * on every keystroke would swap "required" for "too short" under the user's fingers).
 *
 * `prepare` turns the form's values into the request body when the two differ (a blank optional
 * choice left out, a comma list split); issues on keys that are no field are shown form-wide.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<S>,
  defaultValues: FormValues<S>,
): ZodForm<FormValues<S>, S>;
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>, V extends FieldValues>(
  schema: SchemaSource<S>,
  defaultValues: V,
  prepare: (values: V) => unknown,
): ZodForm<V, S>;
export function useZodForm(
  schema: SchemaSource<z.ZodType<FieldValues, FieldValues>>,
  defaultValues: FieldValues,
  prepare?: (values: FieldValues) => unknown,
) {
  // The latest `prepare` is used (it may read props, e.g. the plan from the URL); the resolver stays one.
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  const [validation] = useState(() =>
    contractResolver(schema, Object.keys(defaultValues), (values) =>
      prepareRef.current ? prepareRef.current(values) : values,
    ),
  );
  const form = useForm({
    resolver: validation.resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Form moves focus itself, in document order and centred under the sticky navigation.
    shouldFocusError: false,
  });
  warmers.set(form.control, validation.warm);
  return form;
}

/** Each form's way to start loading its validation, found by `Form` through the form's control. */
const warmers = new WeakMap<object, () => void>();

/**
 * zod's resolver over the prepared values. An issue whose top-level key is one of the form's
 * fields goes to that field; any other (a refinement over the whole body, a key `prepare` built)
 * becomes the form-wide `root` error, so no failure is ever invisible.
 *
 * zod's resolver (and a schema given as a loader) load when the form is first used: `warm` starts
 * that on the first focus inside the form, the first submit waits for it. A load that fails (the
 * connection dropped) says so form-wide and is tried again on the next submit.
 */
function contractResolver(
  schema: SchemaSource<z.ZodType<FieldValues, FieldValues>>,
  fields: readonly string[],
  prepare: (values: FieldValues) => unknown,
): { resolver: Resolver<FieldValues, unknown, FieldValues>; warm: () => void } {
  let loading: Promise<Resolver<FieldValues, unknown, FieldValues>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([import('@hookform/resolvers/zod'), typeof schema === 'function' ? schema() : schema]).then(
        ([{ zodResolver }, loaded]) => zodResolver(loaded) as unknown as Resolver<FieldValues, unknown, FieldValues>,
      );
      // A failed load is forgotten, so the next use tries again; this handler also keeps it handled.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  const resolver: Resolver<FieldValues, unknown, FieldValues> = async (values, context, options) => {
    let base: Resolver<FieldValues, unknown, FieldValues>;
    try {
      base = await load();
    } catch {
      return { values: {}, errors: { root: { type: 'network', message: NETWORK_FAILURE_MESSAGE } } };
    }
    const result = await base(prepare(values) as FieldValues, context, options);
    const errors: Record<string, unknown> = {};
    let formWide: string | undefined;
    for (const [key, error] of Object.entries(result.errors)) {
      if (fields.includes(key)) errors[key] = error;
      else formWide ??= messageOf(error);
    }
    if (formWide) errors.root = { type: 'validation', message: formWide };
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors } : result;
  };
  return {
    resolver,
    warm: () => {
      void load();
    },
  };
}

function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const nested of Object.values(error)) {
    const message = messageOf(nested);
    if (message) return message;
  }
  return undefined;
}

/**
 * Shows a 400's validation issues under their fields, as the browser's own check would, and moves
 * focus to the first. The server validates with the same schema and prefixes each issue's path
 * with the part of the request it concerns (`["body", "email"]`); `under` names the body's key
 * that holds the form's values when the form is one part of the body (`browserData`). Answers
 * whether any field got an error, so a caller can fall back to a form-wide message.
 */
export function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  error: unknown,
  { under }: { under?: string } = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.issues) return false;
  const prefix = under ? ['body', under] : ['body'];
  const fields = Object.keys(form.getValues());
  let first = true;
  for (const issue of error.issues) {
    if (prefix.some((part, i) => issue.path[i] !== part)) continue;
    const key = issue.path[prefix.length];
    if (typeof key !== 'string' || !fields.includes(key)) continue;
    if (form.getFieldState(key as Path<V>).error) continue;
    form.setError(key as Path<V>, { type: 'server', message: issue.message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/** The dotted paths of every field error (`apps.0.name` inside a field array), `root` left out. */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!prefix && key === 'root') return [];
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value || 'type' in value ? [path] : errorPaths(value, path);
  });
}

/**
 * Moves focus to the first invalid field in document order, so its message is announced. Fields
 * are found by name from the errors themselves, not by `aria-invalid`: React may not have rendered
 * the error state yet when the submit handler runs (on a busy machine it often has not), and
 * focus must not depend on that. It is centred rather than scrolled to the edge, where the sticky
 * top navigation would hide it.
 */
function focusFirstInvalid(form: HTMLFormElement | null, errors: object) {
  if (!form) return;
  const invalid = new Set(errorPaths(errors));
  // Named fields come in document order, so the first one with an error is the one to focus.
  const field =
    [...form.querySelectorAll<HTMLElement>('[name]')].find((el) => invalid.has(el.getAttribute('name') ?? '')) ??
    form.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus({ preventScroll: true });
  requestAnimationFrame(() => field?.scrollIntoView?.({ block: 'center' }));
}

type FormProps<V extends FieldValues, O> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> & {
  form: UseFormReturn<V, unknown, O>;
  /** Called with the schema's parsed output once every field is valid. */
  onSubmit: (values: O) => unknown;
  /**
   * Where the spec reports missing input with a toast rather than under the fields: called with
   * the schema's errors, which are then not shown (focus still goes to the first invalid field).
   * Answering `false` leaves them under their fields (a value present but malformed).
   */
  reportInvalid?: (errors: FieldErrors<V>) => unknown;
  children: ReactNode;
};

/**
 * The one way to build a form: the browser's own validation is off (`noValidate`) and the contract
 * schema decides; fields inside register themselves through `Field name="…"`. A failed submit
 * moves focus to the first invalid field; an issue that belongs to no field is shown above the
 * form's end as an alert.
 */
export function Form<V extends FieldValues, O>({ form, onSubmit, reportInvalid, children, ...props }: FormProps<V, O>) {
  const ref = useRef<HTMLFormElement>(null);
  const warm = warmers.get(form.control);
  const { errors } = useFormState({ control: form.control });
  const formWide = errors.root?.message;
  return (
    <FormProvider {...form}>
      <form
        ref={ref}
        noValidate
        {...props}
        onFocus={(event) => {
          warm?.();
          props.onFocus?.(event);
        }}
        onSubmit={form.handleSubmit(
          async (values) => {
            await onSubmit(values);
          },
          (errors) => {
            // A toast reports the errors instead of the fields (answering false keeps them there);
            // either way focus goes to the first invalid field, found from `errors` by name.
            if (reportInvalid && reportInvalid(errors) !== false) form.clearErrors();
            focusFirstInvalid(ref.current, errors);
          },
        )}
      >
        {children}
        {formWide && (
          <p role="alert" className="text-sm text-red-600 sm:col-span-full dark:text-red-400">
            {formWide}
          </p>
        )}
      </form>
    </FormProvider>
  );
}
