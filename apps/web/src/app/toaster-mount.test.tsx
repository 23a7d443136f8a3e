import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../lib/toast-store';
import { ToasterMount } from './toaster-mount';

afterEach(() => act(() => dismissToast()));

describe('ToasterMount', () => {
  it('renders nothing until a toast is raised, then shows it as soon as the toaster has loaded', async () => {
    const { container } = render(<ToasterMount />);
    expect(container.childElementCount).toBe(0);
    act(() => toast({ title: 'Could not sign in', description: 'Check your username and password.' }));
    expect(await screen.findByText('Could not sign in')).toBeTruthy();
    expect(screen.getByText('Check your username and password.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
