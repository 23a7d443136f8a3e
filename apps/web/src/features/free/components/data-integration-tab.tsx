import {
  DATA_MAX_CHARS,
  DATA_TYPES,
  type DataIntegrationBody,
  type DataIntegrationResponse,
  type DataType,
  dataIntegrationBodySchema,
  FREE_TOASTS,
} from '@careerloom/contract';
import { BarChart3, Loader2 } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Form, Input, Select, showServerErrors, Textarea, useZodForm } from '../../../components/ui/form';
import { formatNumber } from '../../../lib/number-text';
import { toast } from '../../../lib/toast-store';
import { useAnalyseData } from '../api/analyse-data';
import { failureMessage } from '../lib/failure-message';
import { DataInsightsView } from './data-insights-view';

export const DATA_TYPE_LABELS: Record<DataType, string> = {
  sales: 'Sales',
  customer: 'Customer',
  financial: 'Financial',
  marketing: 'Marketing',
  operational: 'Operational',
};

/**
 * The Data Integration tab: a named source, its type (part 2 section 5) and the CSV rows, uploaded
 * as a file or pasted. The analysis is computed by the server from exactly these rows.
 */
export function DataIntegrationTab({ onAction }: { onAction: () => void }) {
  const analyse = useAnalyseData();
  const form = useZodForm(dataIntegrationBodySchema, { dataSource: '', dataType: '', data: '' });
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<DataIntegrationResponse | null>(null);
  const data = useWatch({ control: form.control, name: 'data' });

  const loadFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.size > DATA_MAX_CHARS) {
      setFileName(null);
      e.target.value = '';
      form.setError(
        'data',
        { message: 'The file is larger than 512 KB; upload a smaller extract' },
        { shouldFocus: true },
      );
      return;
    }
    const text = await file.text();
    setFileName(file.name);
    form.setValue('data', text);
    form.clearErrors('data');
    // A file names its source well enough until the user says otherwise.
    if (!form.getValues('dataSource').trim()) {
      form.setValue('dataSource', file.name.replace(/\.[^.]+$/, ''));
      form.clearErrors('dataSource');
    }
  };

  const submit = (body: DataIntegrationBody) => {
    if (analyse.isPending) return;
    analyse.mutate(body, {
      onSuccess: setResult,
      onError: (error) => {
        showServerErrors(form, error);
        toast({
          title: FREE_TOASTS.loadErrorTitle,
          description: failureMessage(error, FREE_TOASTS.dataFailed),
          variant: 'destructive',
        });
      },
      onSettled: onAction,
    });
  };

  // A hint while typing only: the server's parser (quoted newlines and all) gives the real count.
  const lineCount = Math.max(0, data.split(/\r?\n/).filter((line) => line.trim()).length - 1);
  return (
    <div className="grid gap-6">
      <Form form={form} onSubmit={submit} aria-label="Data analysis" className="grid gap-4 sm:grid-cols-2">
        <Field name="dataSource" label="Data source" hint="Where the rows come from, e.g. Shopify orders Q1.">
          {(p) => <Input {...p} maxLength={200} required />}
        </Field>
        <Field name="dataType" label="Data type">
          {(p) => (
            <Select {...p} required>
              <option value="" disabled>
                Select a data type
              </option>
              {DATA_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DATA_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field
            label="CSV file"
            hint={
              fileName
                ? `Loaded ${fileName}: its rows are in the box below.`
                : 'A .csv file of up to 512 KB with a header row.'
            }
          >
            {(p) => (
              <Input
                {...p}
                type="file"
                accept=".csv,text/csv,text/plain"
                onChange={loadFile}
                className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm dark:file:bg-slate-800 dark:file:text-slate-100"
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            name="data"
            label="CSV rows"
            hint={
              lineCount > 0
                ? `${formatNumber(lineCount)} lines below the header.`
                : 'Or paste the rows here, header first.'
            }
          >
            {(p) => (
              <Textarea
                {...p}
                rows={6}
                spellCheck={false}
                placeholder={'date,region,revenue\n2024-01-01,North,1200\n2024-02-01,North,1350'}
                className="font-mono text-xs"
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={analyse.isPending}>
            {analyse.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <BarChart3 className="h-4 w-4" aria-hidden="true" />
            )}
            {analyse.isPending ? 'Analyzing...' : 'Analyze Data'}
          </Button>
        </div>
      </Form>
      {result && <DataInsightsView result={result} />}
    </div>
  );
}
