import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { Button, type ButtonProps } from './button';
import { Field, Form, Input, useZodForm } from './form';

/** Without a schema any text goes to the caller, who reports a blank one its own way (a toast). */
const ANY_TOKEN = z.string();

type TokenFormProps = {
  /** The field's label, e.g. "Gmail Access Token" or "Harvest API key". */
  label: string;
  placeholder?: string;
  hint?: string;
  /**
   * The token's rule from the request schema (e.g. `connectHarvestBodySchema.shape.apiKey`): a
   * token it refuses shows its message under the field and never reaches `onSubmit`.
   */
  schema?: z.ZodType<string, string>;
  /** The submit button's text, already reflecting pending or connected states. */
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** Disables the submit button while a request is on its way. */
  pending: boolean;
  /** `inline` puts the button beside the field from the small breakpoint up. */
  layout?: 'stacked' | 'inline';
  /**
   * Called with the token as the schema parsed it; the caller sends it, and calls `clear`
   * once the source accepted it so a secret does not linger in the page.
   */
  onSubmit: (value: string, clear: () => void) => void;
  /** More actions beside the submit button (refresh, a sign-in link). */
  children?: ReactNode;
};

/**
 * The "paste an access token or API key" form that connects a source: one password field that the
 * browser does not fill or remember, and a submit button. A token the schema refuses shows the
 * schema's message under the field; without a schema, a blank one is the caller's to report.
 */
export function TokenForm({
  label,
  placeholder,
  hint,
  schema = ANY_TOKEN,
  submitLabel,
  submitVariant = 'primary',
  pending,
  layout = 'stacked',
  onSubmit,
  children,
}: TokenFormProps) {
  const [tokenSchema] = useState(() => z.object({ token: schema }));
  const form = useZodForm(tokenSchema, { token: '' });
  const button = (
    <Button type="submit" disabled={pending} variant={submitVariant} className={layout === 'inline' ? 'sm:mb-6' : ''}>
      {submitLabel}
    </Button>
  );
  return (
    <Form
      form={form}
      onSubmit={({ token }) => onSubmit(token, () => form.reset())}
      className={layout === 'inline' ? 'grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end' : 'grid gap-3'}
    >
      <Field name="token" label={label} {...(hint ? { hint } : {})}>
        {(p) => <Input {...p} type="password" autoComplete="off" placeholder={placeholder} />}
      </Field>
      {layout === 'inline' && !children ? (
        button
      ) : (
        <div className="flex flex-wrap gap-2">
          {button}
          {children}
        </div>
      )}
    </Form>
  );
}
