import type { ExtensionSession, FilledField } from '@careerloom/contract';
import { PANEL_CSS } from './panel-styles';

/**
 * The in-page side panel: a fixed panel on the right, in a shadow root (page CSS cannot reach it),
 * announced as the "Careerloom" complementary landmark. It only shows and asks; the content
 * script decides. Every text from the server or the page goes in through `textContent`.
 */
export type PanelActions = {
  fill: () => void;
  accept: (fieldId: string) => void;
  acceptAll: () => void;
  attachResume: () => void;
  cancelAutoSubmit: () => void;
  openOptions: () => void;
};

type Child = Node | string | null | undefined | false;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) el.setAttribute(k, v);
  for (const c of children) if (c) el.append(c);
  return el;
}

function button(text: string, onClick: () => void, props: Partial<Record<string, string>> = {}) {
  const b = h('button', { type: 'button', ...props }, text);
  b.addEventListener('click', onClick);
  return b;
}

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

export class Panel {
  readonly host: HTMLElement;
  private readonly aside: HTMLElement;
  private readonly body: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private readonly message: HTMLElement;
  private readonly fillButton: HTMLButtonElement;
  private readonly results: HTMLElement;
  private readonly autoBox: HTMLElement;
  private readonly items = new Map<string, HTMLLIElement>();

  constructor(private readonly actions: PanelActions) {
    this.host = h('div', { id: 'careerloom-panel-host', 'data-careerloom-root': '' });
    const shadow = this.host.attachShadow({ mode: 'open' });
    const style = h('style');
    style.textContent = PANEL_CSS;
    this.toggle = button('Hide', () => this.setOpen(this.aside.classList.contains('collapsed')), {
      'aria-expanded': 'true',
      'aria-controls': 'careerloom-body',
    });
    this.message = h('div', { role: 'status', 'aria-live': 'polite', class: 'status' });
    this.fillButton = button('Fill with Careerloom', () => actions.fill(), { class: 'primary' });
    this.results = h('div');
    this.autoBox = h('div', { 'aria-live': 'polite' });
    this.body = h(
      'div',
      { class: 'body', id: 'careerloom-body' },
      this.message,
      h('div', { class: 'row' }, this.fillButton),
      this.autoBox,
      this.results,
    );
    this.aside = h(
      'aside',
      { role: 'complementary', 'aria-label': 'Careerloom' },
      h('header', {}, h('h2', {}, 'Careerloom'), this.toggle),
      this.body,
    );
    shadow.append(style, this.aside);
  }

  mount(open: boolean): void {
    document.documentElement.append(this.host);
    this.setOpen(open);
  }

  setOpen(open: boolean): void {
    this.aside.classList.toggle('collapsed', !open);
    this.body.hidden = !open;
    this.toggle.textContent = open ? 'Hide' : 'Show';
    this.toggle.setAttribute('aria-expanded', String(open));
  }

  private say(...children: Child[]): void {
    this.message.replaceChildren(...children.filter((c): c is Node | string => Boolean(c)));
  }

  status(text: string): void {
    this.say(h('p', {}, text));
  }

  error(text: string): void {
    this.say(h('p', { class: 'error' }, text));
  }

  busy(on: boolean): void {
    this.fillButton.disabled = on;
    this.fillButton.textContent = on ? 'Filling…' : 'Fill with Careerloom';
  }

  paired(session: ExtensionSession): void {
    const auto = session.settings.autoSubmit
      ? `Auto-submit is on at ${session.settings.threshold}%.`
      : 'Auto-submit is off: you review and submit the form yourself.';
    this.say(h('p', {}, `Paired as ${session.user.fullName}. ${auto}`));
  }

  unpaired(text: string): void {
    this.say(
      h('p', { class: 'notice' }, text),
      h(
        'div',
        { class: 'row' },
        button('Open Careerloom options', () => this.actions.openOptions()),
      ),
    );
  }

  /** The answers, flagged ones first, each with its confidence, evidence and an Accept button. */
  showResults(fields: FilledField[], overall: number, hasResumeField: boolean): void {
    this.items.clear();
    const sorted = [...fields].sort((a, b) => Number(b.flagged) - Number(a.flagged));
    const list = h('ul', { 'aria-label': 'Answers' });
    for (const f of sorted) {
      const accept = button('Accept', () => this.actions.accept(f.fieldId), {
        'aria-label': `Accept ${f.fieldName}`,
      });
      if (!f.autoFilledValue) accept.disabled = true;
      // A file field takes a file, not text: the resume goes in with "Attach resume".
      const action =
        f.fieldType === 'file'
          ? h(
              'p',
              { class: 'meta' },
              hasResumeField ? 'Use “Attach resume” above for this file.' : 'Attach the file yourself.',
            )
          : h('div', { class: 'row' }, accept);
      const item = h(
        'li',
        { class: `field${f.flagged ? ' flagged' : ''}`, 'data-field-id': f.fieldId },
        h(
          'div',
          {},
          h('span', { class: 'name' }, f.fieldName),
          f.required && h('span', { class: 'tag req' }, 'required'),
          f.flagged && h('span', { class: 'tag review' }, 'Needs your review'),
        ),
        h('div', { class: f.autoFilledValue ? 'value' : 'value empty' }, f.autoFilledValue || 'No answer'),
        h(
          'div',
          { class: 'meta' },
          h('span', { class: 'conf' }, `${percent(f.confidence)} confidence`),
          ' · ',
          h('span', {}, `Evidence: ${f.evidence}`),
        ),
        action,
      );
      this.items.set(f.fieldId, item);
      list.append(item);
    }
    const flagged = fields.filter((f) => f.flagged).length;
    this.results.replaceChildren(
      h(
        'p',
        {},
        `Overall confidence ${percent(overall)}. ${flagged ? `${flagged} answer${flagged === 1 ? '' : 's'} need${flagged === 1 ? 's' : ''} your review.` : 'Review the answers, then accept them.'}`,
      ),
      h(
        'div',
        { class: 'row' },
        button('Accept all', () => this.actions.acceptAll(), { class: 'primary' }),
        hasResumeField && button('Attach resume', () => this.actions.attachResume()),
      ),
      list,
    );
  }

  /** Marks a field as written into the page, or says the page did not take it. */
  accepted(fieldId: string, ok: boolean): void {
    const item = this.items.get(fieldId);
    if (!item) return;
    item.querySelector('.filled, .error')?.remove();
    item.classList.toggle('done', ok);
    item.append(
      ok
        ? h('span', { class: 'filled' }, 'Filled in the form')
        : h('span', { class: 'error' }, 'The form did not take this value; fill it yourself.'),
    );
  }

  /** Auto-submit's state: counting down (with cancel), held back (and by which fields), or off. */
  autoSubmit(
    state:
      | { kind: 'countdown'; seconds: number }
      | { kind: 'held'; threshold: number; fields: FilledField[]; note?: string }
      | { kind: 'cancelled' }
      | { kind: 'none' }
      | { kind: 'text'; text: string; error?: boolean },
  ): void {
    switch (state.kind) {
      case 'countdown':
        this.autoBox.replaceChildren(
          h(
            'div',
            { class: 'countdown', role: 'alert' },
            h('strong', {}, `Auto-submitting in ${state.seconds} s`),
            h('p', {}, 'Every required answer meets your threshold. Careerloom will press the form’s submit button.'),
            h(
              'div',
              { class: 'row' },
              button('Cancel auto-submit', () => this.actions.cancelAutoSubmit(), { class: 'danger' }),
            ),
          ),
        );
        return;
      case 'held':
        this.autoBox.replaceChildren(
          h(
            'div',
            { class: 'warn' },
            h(
              'p',
              {},
              state.note ??
                `Auto-submit is held back: these required answers are below your ${state.threshold}% threshold. Review them and submit the form yourself.`,
            ),
            h(
              'ul',
              { class: 'holding', 'aria-label': 'Answers holding auto-submit back' },
              ...state.fields.map((f) =>
                h('li', {}, `${f.fieldName} (${f.autoFilledValue ? percent(f.confidence) : 'no answer'})`),
              ),
            ),
          ),
        );
        return;
      case 'cancelled':
        this.autoBox.replaceChildren(
          h('p', { class: 'notice' }, 'Auto-submit cancelled. Review the form and submit it yourself.'),
        );
        return;
      case 'text':
        this.autoBox.replaceChildren(h('p', { class: state.error ? 'error' : 'notice' }, state.text));
        return;
      case 'none':
        this.autoBox.replaceChildren();
        return;
    }
  }
}
