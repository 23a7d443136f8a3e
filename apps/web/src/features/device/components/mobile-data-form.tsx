import { DEMO_MOBILE_DATA, MOBILE_APP_CATEGORIES, type MobileData, mobileDataSchema } from '@careerloom/contract';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Form, Input, Select, showServerErrors, useFieldError, useZodForm } from '../../../components/ui/form';
import { useConnectDeviceSource } from '../api/connect-device-source';
import { NumberField, toNumber } from './number-field';
import { SubmittedDataActions } from './submitted-data-actions';

type AppRow = { app: string; minutes: string; category: string };
const NUMBERS = [
  { key: 'screenTime', label: 'Screen time (min/day)' },
  { key: 'focusTime', label: 'Focus time (min/day)' },
  { key: 'notifications', label: 'Notifications a day' },
  { key: 'wellbeingScore', label: 'Wellbeing score (0-100)' },
] as const;
type NumberKey = (typeof NUMBERS)[number]['key'];

type MobileValues = Record<NumberKey, string> & { appUsage: AppRow[]; productivityApps: string };

const EMPTY_ROW: AppRow = { app: '', minutes: '', category: 'productivity' };
const EMPTY: MobileValues = {
  screenTime: '',
  focusTime: '',
  notifications: '',
  wellbeingScore: '',
  appUsage: [EMPTY_ROW],
  productivityApps: '',
};

/** The request's shape: numbers from the number fields, blank app rows dropped, the app list split. */
function toBody(values: MobileValues) {
  return {
    ...Object.fromEntries(NUMBERS.map((n) => [n.key, toNumber(values[n.key])])),
    appUsage: values.appUsage
      .filter((a) => a.app.trim() || a.minutes.trim())
      .map((a) => ({ app: a.app, minutes: toNumber(a.minutes), category: a.category })),
    productivityApps: values.productivityApps
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** The user's own phone usage for a typical day, checked with the same schema as the server. */
export function MobileDataForm({ connected }: { connected: boolean }) {
  const form = useZodForm(mobileDataSchema, EMPTY, toBody);
  const apps = useFieldArray({ control: form.control, name: 'appUsage' });
  const [demo, setDemo] = useState(false);
  const connect = useConnectDeviceSource('mobile');

  const submit = (mobileData: MobileData) =>
    connect.mutate(
      { source: 'mobile', mobileData },
      { onError: (error) => showServerErrors(form, error, { under: 'mobileData' }) },
    );

  function fillDemo() {
    const d = DEMO_MOBILE_DATA;
    for (const n of NUMBERS) form.setValue(n.key, String(d[n.key]));
    apps.replace(d.appUsage.map((a) => ({ app: a.app, minutes: String(a.minutes), category: a.category })));
    form.setValue('productivityApps', d.productivityApps.join(', '));
    form.clearErrors();
    setDemo(true);
  }

  const edited = () => setDemo(false);
  // Every control of a row reports an edit, so the demo note goes once the sample is changed.
  const row = (name: `appUsage.${number}.${keyof AppRow}`) => {
    const registered = form.register(name, { onChange: () => form.clearErrors('appUsage') });
    return {
      ...registered,
      onChange: (e: { target: unknown; type: unknown }) => {
        edited();
        return registered.onChange(e);
      },
    };
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-3" aria-label="Mobile data">
      <div className="grid gap-3 sm:grid-cols-2">
        {NUMBERS.map((n) => (
          <NumberField key={n.key} name={n.key} label={n.label} onEdit={edited} />
        ))}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">App usage</legend>
        {apps.fields.map((field, i) => (
          <div key={field.id} className="grid grid-cols-[1fr_5.5rem] gap-2 sm:grid-cols-[1fr_6rem_9rem_auto]">
            <Input aria-label={`App ${i + 1} name`} placeholder="App" {...row(`appUsage.${i}.app`)} />
            <Input
              aria-label={`App ${i + 1} minutes`}
              type="number"
              min={0}
              placeholder="Min"
              {...row(`appUsage.${i}.minutes`)}
            />
            <Select aria-label={`App ${i + 1} category`} {...row(`appUsage.${i}.category`)}>
              {MOBILE_APP_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
            <Button
              variant="ghost"
              aria-label={`Remove app ${i + 1}`}
              onClick={() => {
                apps.remove(i);
                edited();
              }}
            >
              Remove
            </Button>
          </div>
        ))}
        <AppUsageError />
        <div>
          <Button variant="outline" size="sm" onClick={() => apps.append(EMPTY_ROW)}>
            Add app
          </Button>
        </div>
      </fieldset>
      <Field name="productivityApps" label="Productivity apps (comma-separated)">
        {(p) => (
          <Input
            {...p}
            onChange={(e) => {
              edited();
              return p.onChange(e);
            }}
          />
        )}
      </Field>
      <SubmittedDataActions
        demo={demo}
        pending={connect.isPending}
        connected={connected}
        submitLabel="Submit mobile data"
        onFillDemo={fillDemo}
      />
    </Form>
  );
}

/** One message for the rows: the first problem of any app, or the total that exceeds screen time. */
function AppUsageError() {
  const message = useFieldError('appUsage');
  return message ? <p className="text-sm text-red-600 dark:text-red-400">{message}</p> : null;
}
