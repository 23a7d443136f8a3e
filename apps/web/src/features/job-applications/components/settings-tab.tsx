import {
  type ApplicationSettings,
  type ApplicationSettingsUpdate,
  applicationSettingsUpdateSchema,
  DEFAULT_APPLICATION_SETTINGS,
} from '@careerloom/contract';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, useZodForm } from '../../../components/ui/form';
import { toast } from '../../../lib/toast-store';
import { useUpdateApplicationSettings } from '../api/application-settings';
import { toastFailure } from '../lib/failure-toast';
import { CompanyWatchlist } from './company-watchlist';

const PROFILE_SECTION_ID = 'profile-settings';

type Props = {
  settings: ApplicationSettings | undefined;
  /** The profile and password forms (composed by the app: they belong to the account feature). */
  accountSettings: ReactNode;
};

/**
 * Settings tab: the application assistant's settings, each with its button (part 2 section 2.11:
 * Enable, Configure, Adjust; rulings: they persist and apply), and the user's profile, which is
 * what matching and auto-fill read.
 */
export function SettingsTab({ settings: loaded, accountSettings }: Props) {
  const settings = loaded ?? DEFAULT_APPLICATION_SETTINGS;
  const update = useUpdateApplicationSettings();
  const [adjusting, setAdjusting] = useState(false);

  const save = (body: Partial<ApplicationSettings>, done?: () => void) =>
    update.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Settings Saved' });
        done?.();
      },
      onError: (e) => toastFailure('Update Failed', e),
    });

  const openProfile = () => {
    const section = document.getElementById(PROFILE_SECTION_ID);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Application assistant</h2>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Setting
            title="Auto-submission"
            text={
              settings.autoSubmit
                ? 'On: when every required answer is at or above your confidence threshold, Careerloom for Chrome submits the form on the job page for you, after a short countdown you can cancel. Anything below it waits for you.'
                : 'Off: Careerloom for Chrome fills the form and you review and submit it yourself.'
            }
            action={
              <Button
                variant={settings.autoSubmit ? 'outline' : 'primary'}
                size="sm"
                disabled={update.isPending}
                onClick={() => save({ autoSubmit: !settings.autoSubmit })}
              >
                {settings.autoSubmit ? 'Disable' : 'Enable'}
              </Button>
            }
          />
          <Setting
            title="Confidence threshold"
            text={`The confidence threshold is currently ${settings.threshold}%. An application is only submitted automatically when every required answer reaches it.`}
            action={
              <Button variant="outline" size="sm" onClick={() => setAdjusting((v) => !v)} aria-expanded={adjusting}>
                Adjust
              </Button>
            }
          >
            {adjusting && (
              <ThresholdForm
                threshold={settings.threshold}
                pending={update.isPending}
                onSave={(body) => save(body, () => setAdjusting(false))}
              />
            )}
          </Setting>
          <Setting
            title="Profile and answers"
            text="Auto-fill takes names, contact details, location and skills from your profile and latest resume. Keep them current below."
            action={
              <Button variant="outline" size="sm" onClick={openProfile}>
                Configure
              </Button>
            }
          />
        </CardContent>
      </Card>
      <CompanyWatchlist />
      <div id={PROFILE_SECTION_ID} className="scroll-mt-20">
        {accountSettings}
      </div>
    </div>
  );
}

function Setting({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text: string;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="grid gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="font-medium">{title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Adjusting the threshold, checked with the settings update schema the server uses. */
function ThresholdForm({
  threshold,
  pending,
  onSave,
}: {
  threshold: number;
  pending: boolean;
  onSave: (body: ApplicationSettingsUpdate) => void;
}) {
  const form = useZodForm(
    applicationSettingsUpdateSchema,
    { threshold: String(threshold) },
    ({ threshold: typed }) => ({
      threshold: Number(typed),
    }),
  );
  return (
    <Form form={form} onSubmit={onSave} className="flex flex-wrap items-end gap-3">
      <Field name="threshold" label="Threshold (%)">
        {(p) => <Input {...p} type="number" inputMode="numeric" min={50} max={100} className="w-28" />}
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        Save threshold
      </Button>
    </Form>
  );
}
