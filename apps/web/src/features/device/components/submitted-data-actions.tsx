import { Button } from '../../../components/ui/button';

type Props = { demo: boolean; pending: boolean; connected: boolean; submitLabel: string; onFillDemo: () => void };

/**
 * The end of the browser and mobile forms: the demo note while the sample is untouched (rulings:
 * a sample only as a clearly labelled demo), the submit button and the demo button.
 */
export function SubmittedDataActions({ demo, pending, connected, submitLabel, onFillDemo }: Props) {
  return (
    <>
      {demo && (
        <p
          role="note"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-200"
        >
          Demo sample filled in: these are example numbers, not yours. Replace them with your own before submitting.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} variant={connected ? 'secondary' : 'primary'}>
          {pending ? 'Saving…' : connected ? 'Connected' : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onFillDemo}>
          Fill with demo sample
        </Button>
      </div>
    </>
  );
}
