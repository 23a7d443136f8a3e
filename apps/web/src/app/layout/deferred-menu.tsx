import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

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
  onPointerEnter: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
}) => ReactElement;

/**
 * A navigation menu whose Radix code is in neither the entry chunk (performance.md F1) nor the
 * work done after the page loads (Lighthouse's blocking time): `standin` draws its trigger (the
 * same button, with the attributes of a closed menu trigger) until someone shows an intent to use
 * it, by pointing at it, pressing it or moving the focus to it. That fetches the menu, which then
 * replaces the stand-in in one commit: a press opens it (as the Radix trigger would: a menu on the
 * pointer going down or ArrowDown, a popover on the click), and a focused stand-in hands the focus to
 * the real trigger before the browser paints, so a keyboard user never loses their place. A chunk
 * that fails to arrive leaves the stand-in; the next intent tries again.
 */
export function DeferredMenu<P extends object>({
  load,
  props,
  standin,
  popup = 'menu',
}: {
  load: () => Promise<ComponentType<P & DeferredMenuProps>>;
  props: P;
  standin: Standin;
  popup?: 'menu' | 'dialog';
}) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredMenuProps> | null>(null);
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  const loading = useRef(false);
  const want = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => setMenu(() => component),
      () => {
        loading.current = false;
      },
    );
  };
  const press = () => {
    setPressed(true);
    want();
  };
  if (Menu) return <Menu {...props} defaultOpen={pressed} focusTrigger={focused.current && !pressed} />;
  return standin({
    'aria-haspopup': popup,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: want,
    onPointerDown: (event) => {
      // A Radix menu opens as the pointer goes down; were the menu to arrive between the pointer
      // going down and the click, the click would land on the page, not on the new trigger.
      if (popup === 'menu' && event.button === 0 && !event.ctrlKey) press();
      else want();
    },
    onKeyDown: (event) => {
      if (popup === 'menu' && event.key === 'ArrowDown') press();
    },
    onClick: press,
    onFocus: () => {
      focused.current = true;
      want();
    },
    onBlur: () => {
      focused.current = false;
    },
  });
}

/** The ref of a deferred menu's trigger, focused as it mounts when the stand-in had the focus. */
export function useTriggerFocus(focus: boolean | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}
