import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from './button';
import { Field, Input } from './form';

type TokenFormProps = {
  /** The field's label, e.g. "Gmail Access Token" or "Harvest API key". */
  label: string;
  placeholder?: string;
  hint?: string;
  /** A message under the field (the field is then marked invalid). */
  error?: string | undefined;
  /** The submit button's text, already reflecting pending or connected states. */
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** Disables the submit button while a request is on its way. */
  pending: boolean;
  /** `inline` puts the button beside the field from the small breakpoint up. */
  layout?: 'stacked' | 'inline';
  /**
   * Called with the field's text as typed; the caller checks it and sends it, and calls `clear`
   * once the source accepted it so a secret does not linger in the page.
   */
  onSubmit: (value: string, clear: () => void) => void;
  /** More actions beside the submit button (refresh, a sign-in link). */
  children?: ReactNode;
};

/**
 * The "paste an access token or API key" form that connects a source: one password field that the
 * browser does not fill or remember, and a submit button. Empty and invalid values are the
 * caller's to report (a toast or the field's error), since each source words that differently.
 */
export function TokenForm({
  label,
  placeholder,
  hint,
  error,
  submitLabel,
  submitVariant = 'primary',
  pending,
  layout = 'stacked',
  onSubmit,
  children,
}: TokenFormProps) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value, () => setValue(''));
  };
  const button = (
    <Button type="submit" disabled={pending} variant={submitVariant} className={layout === 'inline' ? 'sm:mb-6' : ''}>
      {submitLabel}
    </Button>
  );
  return (
    <form
      onSubmit={submit}
      className={layout === 'inline' ? 'grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end' : 'grid gap-3'}
      noValidate
    >
      <Field label={label} error={error} {...(hint ? { hint } : {})}>
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={placeholder}
          />
        )}
      </Field>
      {layout === 'inline' && !children ? (
        button
      ) : (
        <div className="flex flex-wrap gap-2">
          {button}
          {children}
        </div>
      )}
    </form>
  );
}
