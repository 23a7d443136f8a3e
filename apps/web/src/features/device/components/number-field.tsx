import { Field, Input } from '../../../components/ui/form';

/**
 * A labelled whole-number or decimal field of the enclosing form; its value stays a string until
 * the form's `prepare` turns it into a number with `toNumber`. `onEdit` hears every change.
 */
export function NumberField({
  name,
  label,
  hint,
  onEdit,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  onEdit?: () => void;
}) {
  return (
    <Field name={name} label={label} {...(hint ? { hint } : {})}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="numeric"
          min={0}
          onChange={(e) => {
            onEdit?.();
            return p.onChange(e);
          }}
        />
      )}
    </Field>
  );
}

/** '' stays undefined so the schema says the field is required; anything else becomes a number. */
export const toNumber = (v: string) => (v.trim() === '' ? undefined : Number(v));
