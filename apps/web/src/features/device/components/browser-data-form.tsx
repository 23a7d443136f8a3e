import { type BrowserData, browserDataSchema, DEMO_BROWSER_DATA } from '@careerloom/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConnectDeviceSource } from '../api/connect-device-source';
import { fieldErrors } from '../lib/field-errors';
import { NumberField, toNumber } from './number-field';

const FIELDS: { key: keyof BrowserData; label: string; hint?: string }[] = [
  { key: 'totalTime', label: 'Browsing time (min/day)' },
  { key: 'socialTime', label: 'Social media time (min/day)' },
  { key: 'productiveSites', label: 'Productive sites visited' },
  { key: 'researchSessions', label: 'Research sessions' },
  { key: 'bookmarkCount', label: 'Bookmarks' },
  { key: 'tabScore', label: 'Tab management score (0-100)', hint: 'Your own rating of how tidy your tabs are' },
];

const empty = Object.fromEntries(FIELDS.map((f) => [f.key, ''])) as Record<keyof BrowserData, string>;

/** The user's own browsing numbers for a typical day, checked with the same schema as the server. */
export function BrowserDataForm({ connected }: { connected: boolean }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [demo, setDemo] = useState(false);
  const connect = useConnectDeviceSource('browser');

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = browserDataSchema.safeParse(Object.fromEntries(FIELDS.map((f) => [f.key, toNumber(values[f.key])])));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    connect.mutate({ source: 'browser', browserData: parsed.data });
  }

  function fillDemo() {
    setValues(Object.fromEntries(FIELDS.map((f) => [f.key, String(DEMO_BROWSER_DATA[f.key])])) as typeof values);
    setErrors({});
    setDemo(true);
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate aria-label="Browser data">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <NumberField
            key={f.key}
            label={f.label}
            hint={f.hint}
            value={values[f.key]}
            error={errors[f.key]}
            onChange={(v) => {
              setValues((s) => ({ ...s, [f.key]: v }));
              setDemo(false);
            }}
          />
        ))}
      </div>
      {demo && (
        <p
          role="note"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-200"
        >
          Demo sample filled in: these are example numbers, not yours. Replace them with your own before submitting.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={connect.isPending} variant={connected ? 'secondary' : 'primary'}>
          {connect.isPending ? 'Saving…' : connected ? 'Connected' : 'Submit browser data'}
        </Button>
        <Button type="button" variant="outline" onClick={fillDemo}>
          Fill with demo sample
        </Button>
      </div>
    </form>
  );
}
