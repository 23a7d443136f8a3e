import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs as the WAI-ARIA pattern describes them (automatic activation, as Radix's Tabs which these
 * replace): a `tablist` whose arrow, Home and End keys move focus and selection, one tab stop on the
 * selected tab, and `tabpanel`s labelled by their tabs. A panel is a plain element: Radix's panels
 * each read their computed style when attached (a forced style recalculation) and set state from
 * that ref, which turned a page's first commit into a synchronous one with its effects in the same
 * task (decision 031).
 */
type TabsState = {
  baseId: string;
  value: string;
  select: (value: string) => void;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

/** Ids for a tab and its panel; a value may hold spaces, which an id reference cannot. */
function partIds(baseId: string, value: string) {
  const safe = value.replace(/[^\w-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`);
  return { trigger: `${baseId}-trigger-${safe}`, panel: `${baseId}-panel-${safe}` };
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The selected tab, when the caller holds it; else `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const baseId = useId();
  // The committed handler and value, read when a tab is chosen: `select` stays the same function,
  // so a memoised tab bar is not redrawn by its page's other state. Kept in a layout effect, not
  // during render: a transition's render that React discards must not leave its values here.
  const controlled = value !== undefined;
  const latest = useRef({ current, controlled, onValueChange });
  useLayoutEffect(() => {
    latest.current = { current, controlled, onValueChange };
  });
  const select = useCallback((next: string) => {
    const { current, controlled, onValueChange } = latest.current;
    if (next === current) return;
    if (!controlled) setOwn(next);
    onValueChange?.(next);
  }, []);
  const state = useMemo(() => ({ baseId, value: current, select }), [baseId, current, select]);
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    // Focusing a tab selects it (automatic activation).
    tabs[move(at, tabs.length)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, disabled, onMouseDown, onClick, onFocus, ...props }: TabsTriggerProps) {
  const { baseId, value: selectedValue, select } = useTabs('TabsTrigger');
  const selected = value === selectedValue;
  const ids = partIds(baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={ids.trigger}
      aria-selected={selected}
      aria-controls={ids.panel}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      // One tab stop for the list: the selected tab; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition dark:text-slate-300',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white',
        className,
      )}
      // Selected on press, as Radix did, so a tab opens before the button is released.
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (event.button === 0 && !event.ctrlKey && !disabled) select(value);
      }}
      // A screen reader's activation, or Enter and Space, arrive as a click.
      onClick={(event) => {
        onClick?.(event);
        if (!disabled) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & {
  value: string;
  /** Keep the panel's content drawn while another tab is selected (it is then styled hidden). */
  forceMount?: boolean;
};

export function TabsContent({ value, forceMount, className, children, ...props }: TabsContentProps) {
  const { baseId, value: selectedValue } = useTabs('TabsContent');
  const selected = value === selectedValue;
  const ids = partIds(baseId, value);
  const drawn = selected || forceMount === true;
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.trigger}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!drawn}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the tab order, so the keyboard reaches a panel that holds nothing focusable
      tabIndex={0}
      className={cn('mt-4', className)}
      {...props}
    >
      {drawn && children}
    </div>
  );
}
