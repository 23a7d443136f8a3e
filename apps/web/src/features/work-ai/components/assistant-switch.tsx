import { AI_ASSISTANT_OFF_TEXT, AI_ASSISTANT_ON_TEXT } from '@careerloom/contract';
import { Bot } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';

type Props = { enabled: boolean; onChange: (enabled: boolean) => void };

/**
 * The AI Assistant on/off switch with the two texts of part 1 section 4. Turning it off pauses
 * the user's scheduled automations (the setting is stored, rulings "Update AI Settings").
 */
export function AssistantSwitch({ enabled, onChange }: Props) {
  const labelId = useId();
  return (
    <Card className="flex items-center gap-4 p-4 sm:p-5">
      <span
        className={cn(
          'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
          enabled
            ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300'
            : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
        )}
      >
        <Bot className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={labelId} className="font-semibold">
          AI Assistant
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {enabled ? AI_ASSISTANT_ON_TEXT : AI_ASSISTANT_OFF_TEXT}
        </p>
      </div>
      <Switch checked={enabled} onCheckedChange={onChange} aria-labelledby={labelId} />
    </Card>
  );
}
