import { type BrowserData, browserDataSchema, DEMO_BROWSER_DATA } from '@careerloom/contract';
import { type FormEvent, useState } from 'react';
import { useConnectDeviceSource } from '../api/connect-device-source';
import { fieldErrors } from '../lib/field-errors';
import { NumberField, toNumber } from './number-field';
import { SubmittedDataActions } from './submitted-data-actions';

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
      <SubmittedDataActions
        demo={demo}
        pending={connect.isPending}
        connected={connected}
        submitLabel="Submit browser data"
        onFillDemo={fillDemo}
      />
    </form>
  );
}
