import { Field, Input } from '../../../components/ui/form';

/** A labelled whole-number or decimal input whose value stays a string until submit. */
export function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <Input
          {...ids}
          type="number"
          inputMode="numeric"
          min={0}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** '' stays undefined so the schema says the field is required; anything else becomes a number. */
export const toNumber = (v: string) => (v.trim() === '' ? undefined : Number(v));
