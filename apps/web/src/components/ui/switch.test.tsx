import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

afterEach(cleanup);

function Controlled({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <span id="label">Anonymous Analytics</span>
      <Switch checked={on} onCheckedChange={setOn} aria-labelledby="label" disabled={disabled} />
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label that toggles aria-checked', () => {
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Anonymous Analytics' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('is a native button, so the keyboard reaches and presses it', () => {
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Anonymous Analytics' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps its aria-label as its name when it shows words beside the track', () => {
    const onChange = vi.fn();
    render(
      <Switch checked onCheckedChange={onChange} aria-label="Display Hiring Launch publicly">
        Displayed
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: 'Display Hiring Launch publicly' });
    expect(toggle.textContent).toBe('Displayed');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('ignores presses while disabled', () => {
    render(<Controlled disabled />);
    const toggle = screen.getByRole('switch', { name: 'Anonymous Analytics' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
