import { DEMO_MOBILE_DATA, MOBILE_APP_CATEGORIES, mobileDataSchema } from '@careerloom/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/form';
import { useConnectDeviceSource } from '../api/connect-device-source';
import { fieldErrors } from '../lib/field-errors';
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

const emptyNumbers = { screenTime: '', focusTime: '', notifications: '', wellbeingScore: '' } as Record<
  NumberKey,
  string
>;

/** The user's own phone usage for a typical day, checked with the same schema as the server. */
export function MobileDataForm({ connected }: { connected: boolean }) {
  const [numbers, setNumbers] = useState(emptyNumbers);
  const [apps, setApps] = useState<AppRow[]>([{ app: '', minutes: '', category: 'productivity' }]);
  const [productivityApps, setProductivityApps] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [demo, setDemo] = useState(false);
  const connect = useConnectDeviceSource('mobile');

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mobileDataSchema.safeParse({
      ...Object.fromEntries(NUMBERS.map((n) => [n.key, toNumber(numbers[n.key])])),
      appUsage: apps
        .filter((a) => a.app.trim() || a.minutes.trim())
        .map((a) => ({ app: a.app, minutes: toNumber(a.minutes), category: a.category })),
      productivityApps: productivityApps
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    connect.mutate({ source: 'mobile', mobileData: parsed.data });
  }

  function fillDemo() {
    const d = DEMO_MOBILE_DATA;
    setNumbers({
      screenTime: String(d.screenTime),
      focusTime: String(d.focusTime),
      notifications: String(d.notifications),
      wellbeingScore: String(d.wellbeingScore),
    });
    setApps(d.appUsage.map((a) => ({ app: a.app, minutes: String(a.minutes), category: a.category })));
    setProductivityApps(d.productivityApps.join(', '));
    setErrors({});
    setDemo(true);
  }

  const edited = () => setDemo(false);
  const setApp = (i: number, patch: Partial<AppRow>) => {
    setApps((rows) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    edited();
  };

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate aria-label="Mobile data">
      <div className="grid gap-3 sm:grid-cols-2">
        {NUMBERS.map((n) => (
          <NumberField
            key={n.key}
            label={n.label}
            value={numbers[n.key]}
            error={errors[n.key]}
            onChange={(v) => {
              setNumbers((s) => ({ ...s, [n.key]: v }));
              edited();
            }}
          />
        ))}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">App usage</legend>
        {apps.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position
          <div key={i} className="grid grid-cols-[1fr_5.5rem] gap-2 sm:grid-cols-[1fr_6rem_9rem_auto]">
            <Input
              aria-label={`App ${i + 1} name`}
              placeholder="App"
              value={row.app}
              onChange={(e) => setApp(i, { app: e.target.value })}
            />
            <Input
              aria-label={`App ${i + 1} minutes`}
              type="number"
              min={0}
              placeholder="Min"
              value={row.minutes}
              onChange={(e) => setApp(i, { minutes: e.target.value })}
            />
            <Select
              aria-label={`App ${i + 1} category`}
              value={row.category}
              onChange={(e) => setApp(i, { category: e.target.value })}
            >
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
                setApps((rows) => rows.filter((_, j) => j !== i));
                edited();
              }}
            >
              Remove
            </Button>
          </div>
        ))}
        {errors.appUsage && <p className="text-sm text-red-600 dark:text-red-400">{errors.appUsage}</p>}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setApps((rows) => [...rows, { app: '', minutes: '', category: 'productivity' }])}
          >
            Add app
          </Button>
        </div>
      </fieldset>
      <Field label="Productivity apps (comma-separated)" error={errors.productivityApps}>
        {(ids) => (
          <Input
            {...ids}
            value={productivityApps}
            onChange={(e) => {
              setProductivityApps(e.target.value);
              edited();
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
    </form>
  );
}
