import { type BrowserData, browserDataSchema, DEMO_BROWSER_DATA } from '@careerloom/contract';
import { useState } from 'react';
import { Form, showServerErrors, useZodForm } from '../../../components/ui/form';
import { useConnectDeviceSource } from '../api/connect-device-source';
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

const empty = Object.fromEntries(FIELDS.map((f) => [f.key, ''])) as BrowserValues;

type BrowserValues = Record<keyof BrowserData, string>;

const toBody = (values: BrowserValues) => Object.fromEntries(FIELDS.map((f) => [f.key, toNumber(values[f.key])]));

/** The user's own browsing numbers for a typical day, checked with the same schema as the server. */
export function BrowserDataForm({ connected }: { connected: boolean }) {
  const form = useZodForm(browserDataSchema, empty, toBody);
  const [demo, setDemo] = useState(false);
  const connect = useConnectDeviceSource('browser');

  const submit = (browserData: BrowserData) =>
    connect.mutate(
      { source: 'browser', browserData },
      { onError: (error) => showServerErrors(form, error, { under: 'browserData' }) },
    );

  function fillDemo() {
    for (const f of FIELDS) form.setValue(f.key, String(DEMO_BROWSER_DATA[f.key]));
    form.clearErrors();
    setDemo(true);
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-3" aria-label="Browser data">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <NumberField key={f.key} name={f.key} label={f.label} hint={f.hint} onEdit={() => setDemo(false)} />
        ))}
      </div>
      <SubmittedDataActions
        demo={demo}
        pending={connect.isPending}
        connected={connected}
        submitLabel="Submit browser data"
        onFillDemo={fillDemo}
      />
    </Form>
  );
}
