import {
  type DeleteAccountBody,
  deleteAccountBodySchema,
  PRIVACY_TOASTS,
  SOURCE_IDS,
  SOURCE_NAMES,
  type SourceId,
} from '@careerloom/contract';
import { AlertTriangle, Download } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Form, Input, useZodForm } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useDeleteAccount } from '../api/delete-account';
import { useExportData } from '../api/export-data';

/** The export card: everything, or only the checked sources. */
function ExportCard() {
  const exportData = useExportData();
  const [sources, setSources] = useState<SourceId[]>([]);
  const toggle = (id: SourceId, on: boolean) => setSources((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  // The toast says 'Unable to export data' (section 8); a refused sign-in is worth saying here.
  const reason =
    exportData.error instanceof ApiError && exportData.error.status === 401 ? exportData.error.detail : undefined;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Export Your Data</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Download everything we hold about you as a JSON file: your account, resumes, applications, chats, connected
          sources, sessions and access logs. Passwords, tokens and session keys are never included.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Limit to sources (leave all unchecked for everything)</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {SOURCE_IDS.map((id) => (
              <label key={id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={sources.includes(id)}
                  onChange={(e) => toggle(id, e.target.checked)}
                />
                {SOURCE_NAMES[id]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Button onClick={() => exportData.mutate(sources)} disabled={exportData.isPending}>
            {exportData.isPending ? <Spinner label="Exporting" /> : <Download className="h-4 w-4" aria-hidden="true" />}
            Export Data
          </Button>
        </div>
        {reason && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {reason}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The Danger Zone: deletes the account and all its data once the password is confirmed. */
function DangerZone() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-red-300 dark:border-red-900">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-red-700 dark:text-red-400">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
          Danger Zone
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Delete all of your data and close your account. Connected services' tokens are revoked and you are signed out
          everywhere. This cannot be undone.
        </p>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete All Data
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete all data and close your account?"
        description="Everything we hold about you is deleted permanently and your account is closed. Enter your password to confirm."
      >
        {/* The dialog unmounts its content when closed, so every opening starts with a blank password. */}
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </Dialog>
    </Card>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const form = useZodForm(deleteAccountBodySchema, { password: '' });
  const password = useWatch({ control: form.control, name: 'password' });
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const submit = (body: DeleteAccountBody) =>
    remove.mutate(body, {
      onSuccess: () => navigate(paths.home),
      onError: (error) => {
        // A wrong password is told under the field, as the server worded it.
        form.setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        toast({ title: PRIVACY_TOASTS.deletionFailed, description: userFacingMessage(error), variant: 'destructive' });
      },
    });
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <Field name="password" label="Password">
        {(p) => <Input {...p} type="password" autoComplete="current-password" />}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
          {remove.isPending && <Spinner label="Deleting" />}
          Delete my account
        </Button>
      </div>
    </Form>
  );
}

/** The Data Management tab: export and the Danger Zone. */
export function DataManagementTab() {
  return (
    <div className="grid gap-6">
      <ExportCard />
      <DangerZone />
    </div>
  );
}
