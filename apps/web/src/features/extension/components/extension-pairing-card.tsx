import {
  type CreatedExtensionToken,
  type CreateExtensionTokenBody,
  createExtensionTokenBodySchema,
  EXTENSION_PACKAGE_FOLDER,
} from '@careerloom/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, showServerErrors, useZodForm } from '../../../components/ui/form';
import { formatDateTime } from '../../../lib/date-text';
import { formatNumber } from '../../../lib/number-text';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useCreateExtensionToken, useExtensionTokens, useRevokeExtensionToken } from '../api/extension-tokens';
import { EXTENSION_PACKAGE_URL, useExtensionPackageInfo } from '../api/get-extension-package';

const when = (iso: string) => formatDateTime(iso);

const failure = (title: string, error: unknown) =>
  toast({
    title,
    description: userFacingMessage(error, { status: false }),
    variant: 'destructive',
  });

/**
 * Careerloom for Chrome: how to install it (a download of this server's build, loaded unpacked)
 * and pairing it with this account: a token the extension presents instead of a session, shown
 * once, listed with its short id, creation and last use, and revocable at once.
 */
export function ExtensionPairingCard() {
  const tokens = useExtensionTokens();
  const create = useCreateExtensionToken();
  const revoke = useRevokeExtensionToken();
  // A blank name is left out, so the schema's default ("Chrome") names the browser.
  const form = useZodForm(createExtensionTokenBodySchema, { name: 'Chrome' }, ({ name }: { name: string }) =>
    name.trim() ? { name } : {},
  );
  const [created, setCreated] = useState<CreatedExtensionToken | null>(null);

  const submit = (body: CreateExtensionTokenBody) =>
    create.mutate(body, {
      onSuccess: (token) => setCreated(token),
      onError: (e) => {
        showServerErrors(form, e);
        failure('Token Not Created', e);
      },
    });

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: 'Token Copied' });
    } catch {
      toast({ title: 'Copy the token by hand', description: 'Your browser did not allow copying.' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Careerloom for Chrome</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The extension fills application forms on the employer's page in your browser, with the confidence and evidence
          of each answer, and records what you submit.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <InstallSteps />
        <Form form={form} onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <Field name="name" label="Browser name">
            {(p) => <Input {...p} maxLength={100} className="w-56" />}
          </Field>
          <Button type="submit" size="sm" disabled={create.isPending}>
            Create pairing token
          </Button>
        </Form>

        {created && (
          <div
            role="status"
            className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:bg-amber-950"
          >
            <p className="text-sm font-medium">
              Token for {created.name} (ID {created.shortId}): copy it now, it is shown only once.
            </p>
            <div className="flex flex-wrap gap-2">
              <Input
                readOnly
                aria-label={`Pairing token for ${created.name}`}
                value={created.token}
                className="min-w-0 flex-1 font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button size="sm" variant="outline" onClick={() => copy(created.token)}>
                Copy token
              </Button>
              <Button size="sm" variant="outline" onClick={() => setCreated(null)}>
                Done
              </Button>
            </div>
          </div>
        )}

        <section aria-label="Paired browsers" className="grid gap-2">
          {tokens.isLoading && <p className="text-sm text-slate-500">Loading tokens…</p>}
          {tokens.isError && <p className="text-sm text-red-600">Your tokens could not be loaded.</p>}
          {tokens.data?.length === 0 && (
            <p className="text-sm text-slate-500 dark:text-slate-400">No browser is paired yet.</p>
          )}
          {tokens.data && tokens.data.length > 0 && (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {tokens.data.map((token) => (
                <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {token.name}{' '}
                      {/* Tokens may share a name: the short id (also on the extension's options page) tells them apart. */}
                      <span className="font-mono text-xs font-normal text-slate-500 dark:text-slate-400">
                        ID {token.shortId}
                      </span>
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      Created {when(token.createdAt)} ·{' '}
                      {token.lastUsedAt ? `last used ${when(token.lastUsedAt)}` : 'never used'}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Revoke token ${token.name} (ID ${token.shortId})`}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(token.id, {
                        onSuccess: () => {
                          if (created?.id === token.id) setCreated(null);
                          toast({
                            title: 'Token Revoked',
                            description: `${token.name} can no longer use your account.`,
                          });
                        },
                        onError: (e) => failure('Revoke Failed', e),
                      })
                    }
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/**
 * How to install the extension (issue 35: the card had no way to): it is not in the Chrome Web
 * Store, so the server offers its own build as a zip that Chrome loads unpacked; then the pairing.
 */
function InstallSteps() {
  const info = useExtensionPackageInfo();
  const pkg = info.data;
  return (
    <section
      aria-labelledby="extension-install-title"
      className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
    >
      <h3 id="extension-install-title" className="font-medium">
        Install it in Chrome
      </h3>
      <ol className="grid list-decimal gap-1.5 pl-5 text-slate-700 dark:text-slate-300">
        <li>
          {pkg?.available ? (
            <>
              <a
                href={EXTENSION_PACKAGE_URL}
                download
                className="inline-flex items-center gap-1 font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                Download Careerloom for Chrome
              </a>{' '}
              (version {pkg.version}, {formatNumber(Math.ceil(pkg.sizeBytes / 1024))} KB) and unzip it.
            </>
          ) : info.isPending ? (
            'Checking for the download…'
          ) : (
            'This server has no build of the extension to download yet: the administrator builds it with npm run build (into apps/extension/dist).'
          )}
        </li>
        <li>
          In Chrome, open <code className="font-mono text-xs">chrome://extensions</code> (type it in the address bar),
          switch on Developer mode and choose Load unpacked.
        </li>
        <li>
          Pick the unzipped <code className="font-mono text-xs">{EXTENSION_PACKAGE_FOLDER}</code> folder. Careerloom
          appears in the toolbar's extensions menu.
        </li>
        <li>
          Create a pairing token below, then in the extension's options (right-click its icon, Options) enter this
          address, <code className="font-mono text-xs break-all">{window.location.origin}</code>, and the token, and
          press Pair.
        </li>
      </ol>
    </section>
  );
}
