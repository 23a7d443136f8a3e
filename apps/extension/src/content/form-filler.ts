import type { Control, ReadField } from './form-reader';

/**
 * Writes values into the page's form the way a person's typing would arrive: through the
 * element's native value setter, then `input` and `change` events, so forms built with React or
 * Vue (which watch those events) see the new values.
 */

function fire(control: Element): void {
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  fire(control);
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The choice whose text equals the value, else one that contains it or is contained in it. */
function pick<T>(choices: T[], textOf: (c: T) => string, value: string): T | undefined {
  const v = norm(value);
  if (!v) return undefined;
  return (
    choices.find((c) => norm(textOf(c)) === v) ??
    choices.find((c) => {
      const t = norm(textOf(c));
      return t.length > 1 && (t.includes(v) || v.includes(t));
    })
  );
}

const optionText = (input: HTMLInputElement) =>
  input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? input.value;

const TRUE = /^(yes|true|checked|on|1|i agree|agree|accept)$/i;

/** Writes one answer into its field; false when the page has nothing that takes the value. */
export function applyValue(read: ReadField, value: string): boolean {
  const [first] = read.controls;
  if (!first) return false;
  switch (read.kind) {
    case 'file':
      return false; // only "Attach resume" puts a file in
    case 'text': {
      const control = first as HTMLInputElement | HTMLTextAreaElement;
      control.focus({ preventScroll: true });
      setNativeValue(control, value);
      control.blur();
      return control.value === value;
    }
    case 'select': {
      const select = first as HTMLSelectElement;
      const option = pick(
        [...select.options].filter((o) => o.value !== ''),
        (o) => o.text,
        value,
      );
      if (!option) return false;
      select.value = option.value;
      option.selected = true;
      fire(select);
      return true;
    }
    case 'radio': {
      const radio = pick(read.controls as HTMLInputElement[], optionText, value);
      if (!radio) return false;
      if (!radio.checked) radio.click();
      return radio.checked;
    }
    case 'checkbox': {
      const boxes = read.controls as HTMLInputElement[];
      if (boxes.length === 1) {
        const want = TRUE.test(value.trim());
        if (boxes[0] && boxes[0].checked !== want) boxes[0].click();
        return boxes[0]?.checked === want;
      }
      const wanted = value
        .split(/[,;\n]/)
        .map(norm)
        .filter(Boolean);
      let any = false;
      for (const want of wanted) {
        const box = pick(boxes, optionText, want);
        if (box && !box.checked) box.click();
        any ||= Boolean(box?.checked);
      }
      return any;
    }
  }
}

/** Puts a file into a file input (as if the user had chosen it) and tells the page. */
export function attachFile(input: HTMLInputElement, file: File): boolean {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  fire(input);
  return input.files?.length === 1;
}

export const isControl = (el: EventTarget | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
