import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and says whether it worked (the browser may refuse). */
export function CopyButton({
  text,
  name,
}: {
  text: string /** Accessible name when several copy buttons share a view. */;
  name?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="sm" onClick={copy} aria-label={name}>
        {state === 'copied' ? (
          <Check className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Copy className="h-4 w-4" aria-hidden="true" />
        )}
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="text-xs text-slate-500 dark:text-slate-400">
        {state === 'failed' ? 'Copying is blocked here; select the text and copy it instead.' : ''}
      </span>
    </div>
  );
}
