import {
  TIER_LABELS,
  type UpdateUserBody,
  USER_ROLE_LABELS,
  USER_ROLES,
  type User,
  updateUserBodySchema,
} from '@careerloom/contract';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, Select, showServerErrors, Textarea, useZodForm } from '../../../components/ui/form';
import { useCurrentUser, useUpdateProfile } from '../../../lib/auth';
import { formatDay } from '../../../lib/date-text';
import { useProfileSuggestions } from '../api/get-profile-suggestions';

/**
 * The signed-in user's own profile and password, shown in the Settings tab of the job application
 * page (the user menu's Settings target, part 2 section 2.1).
 */
export default function AccountSettingsPanel() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      {user.trialTier && user.trialEndsAt && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Badge variant="success">
            {TIER_LABELS[user.trialTier]} trial until {formatDay(user.trialEndsAt)}
          </Badge>
        </p>
      )}
      <ProfileForm user={user} />
      <PasswordForm />
    </div>
  );
}

type ProfileValues = Omit<Required<UpdateUserBody>, 'skills' | 'email' | 'newPassword' | 'currentPassword'> & {
  /** Typed as one comma-separated line, sent as a list. */
  skills: string;
};

const skillsOf = (line: string) =>
  line
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** "A", "A and B", "A, B and C". */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const suggestions = useProfileSuggestions();
  // The fields filled in from the resume, named in the note until the profile is saved.
  const [suggested, setSuggested] = useState<{ fields: string[]; from: string } | null>(null);
  const applied = useRef(false);
  const form = useZodForm(
    updateUserBodySchema,
    {
      fullName: user.fullName,
      role: user.role,
      location: user.location,
      companyName: user.companyName,
      bio: user.bio,
      headline: user.headline,
      skills: user.skills.join(', '),
    } satisfies ProfileValues,
    (values: ProfileValues) => ({ ...values, skills: skillsOf(values.skills) }),
  );

  // The resume fills the fields the profile leaves empty, once, as suggestions: nothing is saved
  // until the user saves, and a field they typed in or saved is never touched.
  useEffect(() => {
    const s = suggestions.data;
    if (applied.current || !s?.from) return;
    applied.current = true;
    const fields: string[] = [];
    const offer = (name: 'headline' | 'location' | 'skills', label: string, value: string | undefined) => {
      if (!value || form.getValues(name).trim()) return;
      form.setValue(name, value, { shouldDirty: true });
      fields.push(label);
    };
    offer('headline', 'Job Title', s.headline);
    offer('location', 'Location', s.location);
    offer('skills', 'Skills', s.skills?.join(', '));
    if (fields.length)
      setSuggested({ fields, from: `${s.from.filename ?? 'your pasted resume'}, version ${s.from.version}` });
  }, [suggestions.data, form]);

  const submit = (body: UpdateUserBody) =>
    update.mutate(body, { onSuccess: () => setSuggested(null), onError: (error) => showServerErrors(form, error) });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Profile</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Used to tailor answers, matches and applications.</p>
        {suggested && (
          <p
            role="status"
            className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-500/15 dark:text-brand-100"
          >
            Filled in from your resume ({suggested.from}): {listed(suggested.fields)}, which your profile left empty.
            Keep, change or clear them, then Save Profile; nothing is saved until you do.
          </p>
        )}
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field name="fullName" label="Full Name">
            {(p) => <Input {...p} required />}
          </Field>
          <Field name="role" label="Role">
            {(p) => (
              <Select {...p}>
                {USER_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {USER_ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="sm:col-span-2">
            <Field
              name="headline"
              label="Job Title"
              hint="Your own title, as on your resume. Job searches look for it first."
            >
              {(p) => <Input {...p} maxLength={120} />}
            </Field>
          </div>
          <Field name="location" label="Location">
            {(p) => <Input {...p} />}
          </Field>
          <Field name="companyName" label="Company">
            {(p) => <Input {...p} />}
          </Field>
          <div className="sm:col-span-2">
            <Field name="skills" label="Skills" hint="Separate skills with commas.">
              {(p) => <Input {...p} />}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field name="bio" label="Bio">
              {(p) => <Textarea {...p} maxLength={2000} />}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string };

function PasswordForm() {
  const update = useUpdateProfile();
  const form = useZodForm(
    updateUserBodySchema,
    { currentPassword: '', newPassword: '' },
    // A blank current password is left out, so the schema's own rule names it as missing.
    ({ currentPassword, newPassword }: PasswordValues) =>
      currentPassword ? { currentPassword, newPassword } : { newPassword },
  );
  const submit = (body: UpdateUserBody) =>
    update.mutate(body, {
      onSuccess: () => form.reset(),
      onError: (error) => showServerErrors(form, error),
    });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Password</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Changing it signs you out everywhere else.</p>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field name="currentPassword" label="Current Password">
            {(p) => <Input {...p} type="password" required autoComplete="current-password" />}
          </Field>
          <Field name="newPassword" label="New Password">
            {(p) => <Input {...p} type="password" required minLength={8} autoComplete="new-password" />}
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" variant="secondary" disabled={update.isPending}>
              Change Password
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
