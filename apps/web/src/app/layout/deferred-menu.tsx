import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useAfterPageLoad } from '../../lib/use-after-page-load';

/** What a deferred menu is given on top of its own props. */
export type DeferredMenuProps = {
  /** Open at once: the trigger was pressed before the menu's code had arrived. */
  defaultOpen?: boolean;
  /** Take the focus on mount: the stand-in trigger had it when the menu replaced it. */
  focusTrigger?: boolean;
};

type Standin = (props: {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  'data-state': 'closed';
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
}) => ReactElement;

/**
 * A navigation menu whose Radix code is not in the entry chunk (performance.md F1): until the
 * page has loaded, its trigger is drawn by `standin` (the same button, with the attributes of a
 * closed menu trigger), and the menu replaces it once the page has loaded. A press on the stand-in
 * fetches the menu at once and opens it when it arrives; a focused stand-in hands the focus over.
 */
export function DeferredMenu<P extends object>({
  menu: Menu,
  props,
  standin,
  popup = 'menu',
}: {
  menu: LazyExoticComponent<ComponentType<P & DeferredMenuProps>>;
  props: P;
  standin: Standin;
  popup?: 'menu' | 'dialog';
}) {
  const pageLoaded = useAfterPageLoad();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const placeholder = standin({
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: () => setPressed(true),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  });
  if (!pageLoaded && !pressed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Menu {...props} defaultOpen={pressed} focusTrigger={focused && !pressed} />
    </Suspense>
  );
}

/** The ref of a deferred menu's trigger, focused on mount when the stand-in had the focus. */
export function useTriggerFocus(focus: boolean | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}
