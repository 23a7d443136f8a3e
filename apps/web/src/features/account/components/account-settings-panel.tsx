import { TIER_LABELS, type UpdateUserBody, USER_ROLE_LABELS, USER_ROLES, type User } from '@careerloom/contract';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Input, Select, Textarea } from '../../../components/ui/form';
import { useCurrentUser, useUpdateProfile } from '../../../lib/auth';

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
            {TIER_LABELS[user.trialTier]} trial until {new Date(user.trialEndsAt).toLocaleDateString()}
          </Badge>
        </p>
      )}
      <ProfileForm user={user} />
      <PasswordForm />
    </div>
  );
}

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [form, setForm] = useState({
    fullName: user.fullName,
    role: user.role,
    location: user.location,
    companyName: user.companyName,
    bio: user.bio,
    skills: user.skills.join(', '),
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: UpdateUserBody = {
      fullName: form.fullName,
      role: form.role,
      location: form.location,
      companyName: form.companyName,
      bio: form.bio,
      skills: form.skills
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    };
    update.mutate(body);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Profile</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Used to tailor answers, matches and applications.</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field label="Full Name">
            {(p) => <Input {...p} required value={form.fullName} onChange={set('fullName')} />}
          </Field>
          <Field label="Role">
            {(p) => (
              <Select {...p} value={form.role} onChange={set('role')}>
                {USER_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {USER_ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Location">{(p) => <Input {...p} value={form.location} onChange={set('location')} />}</Field>
          <Field label="Company">
            {(p) => <Input {...p} value={form.companyName} onChange={set('companyName')} />}
          </Field>
          <div className="sm:col-span-2">
            <Field label="Skills" hint="Separate skills with commas.">
              {(p) => <Input {...p} value={form.skills} onChange={set('skills')} />}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field label="Bio">
              {(p) => <Textarea {...p} maxLength={2000} value={form.bio} onChange={set('bio')} />}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordForm() {
  const update = useUpdateProfile();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Password</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Changing it signs you out everywhere else.</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field label="Current Password">
            {(p) => (
              <Input
                {...p}
                type="password"
                required
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setCurrent(e.target.value)}
              />
            )}
          </Field>
          <Field label="New Password">
            {(p) => (
              <Input
                {...p}
                type="password"
                required
                minLength={8}
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNew(e.target.value)}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" variant="secondary" disabled={update.isPending}>
              Change Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
