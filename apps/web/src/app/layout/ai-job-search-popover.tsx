import * as Popover from '@radix-ui/react-popover';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { type DeferredMenuProps, useTriggerFocus } from './deferred-menu';
import { AI_JOB_SEARCH_FEATURES } from './nav-items';
import { AiJobSearchTrigger } from './nav-triggers';

/** The AI Job Search entry (marked NEW) with its popover of features. */
export function AiJobSearchPopover({ defaultOpen = false, focusTrigger }: DeferredMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useTriggerFocus(focusTrigger);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <AiJobSearchTrigger ref={triggerRef} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          aria-label="AI Job Search"
          className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="font-semibold">AI Job Search</p>
          <ul className="mt-3 grid gap-2">
            {AI_JOB_SEARCH_FEATURES.map((f) => (
              <li key={f} className="flex items-center gap-2 text-sm">
                <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                {f}
              </li>
            ))}
          </ul>
          <Link
            href={paths.aiJobs}
            onClick={() => setOpen(false)}
            className={cn(buttonClasses('primary', 'sm'), 'mt-4 w-full')}
          >
            Start AI Job Search
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
