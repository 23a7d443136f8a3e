import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Uncontrolled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="one" onValueChange={onValueChange}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two words">Two</TabsTrigger>
        <TabsTrigger value="three" disabled>
          Three
        </TabsTrigger>
        <TabsTrigger value="four">Four</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two words">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
      <TabsContent value="four" forceMount>
        Fourth panel
      </TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tab list whose selected tab is the one tab stop and labels its panel', () => {
    render(<Uncontrolled />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    expect(tab('One').tabIndex).toBe(0);
    expect(tab('Two').getAttribute('aria-selected')).toBe('false');
    expect(tab('Two').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel.textContent).toBe('First panel');
    expect(tab('One').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('gives a value with spaces ids an id reference can name', () => {
    render(<Uncontrolled />);
    fireEvent.mouseDown(tab('Two'));
    const controls = tab('Two').getAttribute('aria-controls') ?? '';
    expect(controls).not.toMatch(/\s/);
    expect(document.getElementById(controls)?.textContent).toBe('Second panel');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toBeTruthy();
  });

  it('selects on press and on click (a screen reader activates by click), and tells the caller once', () => {
    const changed = vi.fn();
    render(<Uncontrolled onValueChange={changed} />);
    fireEvent.mouseDown(tab('Two'));
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Second panel');
    fireEvent.click(tab('Two'));
    expect(changed.mock.calls).toEqual([['two words']]);
    fireEvent.click(tab('One'));
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    expect(changed.mock.calls).toEqual([['two words'], ['one']]);
  });

  it('leaves a disabled tab and a right or ctrl press alone', () => {
    render(<Uncontrolled />);
    fireEvent.mouseDown(tab('Three'));
    fireEvent.click(tab('Three'));
    fireEvent.mouseDown(tab('Two'), { button: 2 });
    fireEvent.mouseDown(tab('Two'), { ctrlKey: true });
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
  });

  it('moves focus and selection with the arrow keys, Home and End, skipping a disabled tab and wrapping', () => {
    render(<Uncontrolled />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Two'));
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Two'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Four'));
    fireEvent.keyDown(tab('Four'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Four'));
    fireEvent.keyDown(tab('Four'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Four'));
    expect(tab('Four').getAttribute('aria-selected')).toBe('true');
  });

  it('hides an unselected panel and draws nothing in it, unless it is force-mounted', () => {
    render(<Uncontrolled />);
    const panels = document.querySelectorAll<HTMLElement>('[role="tabpanel"]');
    const [first, second, , fourth] = Array.from(panels);
    expect(first?.hidden).toBe(false);
    expect(second?.hidden).toBe(true);
    expect(second?.textContent).toBe('');
    // Force-mounted: drawn and marked inactive, for the page to style hidden.
    expect(fourth?.hidden).toBe(false);
    expect(fourth?.dataset.state).toBe('inactive');
    expect(fourth?.textContent).toBe('Fourth panel');
  });

  it('follows the value its caller holds', () => {
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setValue('b')}>
            Open B
          </button>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="Pair">
              <TabsTrigger value="a">A</TabsTrigger>
              <TabsTrigger value="b">B</TabsTrigger>
            </TabsList>
            <TabsContent value="a">Panel A</TabsContent>
            <TabsContent value="b">Panel B</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Open B' }));
    expect(tab('B').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
    fireEvent.mouseDown(tab('A'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
  });

  it('reads no computed style while its panels are attached', () => {
    // Radix's panels each read their computed style when attached: a forced style recalculation
    // in the commit of every page with tabs (decision 031).
    const computed = vi.spyOn(window, 'getComputedStyle');
    render(<Uncontrolled />);
    expect(computed).not.toHaveBeenCalled();
  });
});
