import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { NETWORK_FAILURE_MESSAGE } from '../../lib/user-facing-message';
import { Field, Form, Input, showServerErrors, useZodForm } from './form';

afterEach(cleanup);

const schema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  tags: z.array(z.string().min(2, 'Each tag needs two letters')).max(2, 'At most two tags'),
});

/** A name field and a comma-separated tags field; the tags list is checked form-wide. */
function TagsForm({ onSubmit, onReady }: { onSubmit: (v: unknown) => void; onReady?: (f: unknown) => void }) {
  const form = useZodForm(
    schema,
    { name: '', tagLine: '' },
    ({ name, tagLine }: { name: string; tagLine: string }) => ({
      name,
      tags: tagLine ? tagLine.split(',') : [],
    }),
  );
  onReady?.(form);
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Tag editor">
      <Field name="name" label="Name">
        {(p) => <Input {...p} />}
      </Field>
      <Field name="tagLine" label="Tags" hint="Comma-separated">
        {(p) => <Input {...p} />}
      </Field>
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form', () => {
  it('submits the parsed output of the schema', async () => {
    const onSubmit = vi.fn();
    render(<TagsForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ada ' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'ab,cd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', tags: ['ab', 'cd'] }));
  });

  it('shows an issue on a key that is no field as a form-wide alert', async () => {
    const onSubmit = vi.fn();
    render(<TagsForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'ab,cd,ef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('At most two tags');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ties the error to its field and keeps the hint out while it shows', async () => {
    render(<TagsForm onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    const message = await screen.findByText('Name is required');
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByText('Comma-separated')).toBeTruthy();
  });

  it('maps a 400 of the server onto its field and leaves other issues alone', async () => {
    let form: Parameters<typeof showServerErrors>[0] | undefined;
    render(<TagsForm onSubmit={vi.fn()} onReady={(f) => (form = f as typeof form)} />);
    const error = new ApiError(400, 'name: taken', 'VALIDATION_FAILED', [
      { path: ['query', 'name'], message: 'not for this form' },
      { path: ['body', 'name'], message: 'That name is taken' },
    ]);
    let shown = false;
    await waitFor(() => {
      if (!form) throw new Error('not ready');
      shown = showServerErrors(form, error);
    });
    expect(shown).toBe(true);
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    expect(screen.queryByText('not for this form')).toBeNull();
    expect(showServerErrors(form as NonNullable<typeof form>, new ApiError(500, 'boom'))).toBe(false);
  });
});

describe('Form with reportInvalid', () => {
  function Reported({ report }: { report: () => unknown }) {
    const form = useZodForm(z.strictObject({ name: z.string().min(1, 'Name is required') }), { name: '' });
    return (
      <Form form={form} onSubmit={vi.fn()} reportInvalid={report}>
        <Field name="name" label="Name">
          {(p) => <Input {...p} />}
        </Field>
        <button type="submit">Save</button>
      </Form>
    );
  }

  it('hands the failure to the caller (a toast) instead of showing it, and focuses the field', async () => {
    const report = vi.fn();
    render(<Reported report={report} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(report).toHaveBeenCalledOnce());
    expect(screen.queryByText('Name is required')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });

  it('leaves the errors under the fields when the caller answers false', async () => {
    render(<Reported report={() => false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
  });
});

describe('Form with a schema that loads when the form is used (decision 029)', () => {
  const signIn = z.strictObject({ username: z.string().trim().min(1, 'Username is required') });

  function SignIn({ load, onSubmit }: { load: () => Promise<typeof signIn>; onSubmit: (v: unknown) => void }) {
    const form = useZodForm(load, { username: '' });
    return (
      <Form form={form} onSubmit={onSubmit} aria-label="Sign in">
        <Field name="username" label="Username">
          {(p) => <Input {...p} />}
        </Field>
        <button type="submit">Sign In</button>
      </Form>
    );
  }

  it('loads nothing until the form is used, starts on the first focus, and validates with the loaded schema', async () => {
    const load = vi.fn(async () => signIn);
    const onSubmit = vi.fn();
    render(<SignIn load={load} onSubmit={onSubmit} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Username'));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' ada ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'ada' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so form-wide when the schema cannot load, and loads again on the next submit', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(signIn);
    const onSubmit = vi.fn();
    render(<SignIn load={load} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_FAILURE_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'ada' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
