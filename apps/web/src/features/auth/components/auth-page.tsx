import {
  isTrialPlan,
  type LoginBody,
  type RegisterBody,
  type registerBodySchema,
  TIER_LABELS,
  type TrialPlan,
  USER_ROLE_LABELS,
} from '@careerloom/contract';
import { Brain, Radar, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { Redirect, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, type FormValues, Input, Select, showServerErrors, useZodForm } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { accountSchema, useCurrentUser, useLogin, useRegister } from '../../../lib/auth';

const SELLING_POINTS = [
  { icon: Brain, title: 'Role-aware AI', text: 'Understands how you work and what you are aiming for.' },
  { icon: ShieldCheck, title: 'Privacy-first', text: 'Full control over your data and every source you connect.' },
  { icon: Radar, title: 'Real-time opportunity monitoring', text: 'Watching for the right openings 24/7.' },
];

type SignUpValues = Omit<FormValues<typeof registerBodySchema>, 'plan'>;
const SIGN_UP_EMPTY: SignUpValues = { fullName: '', email: '', username: '', password: '', role: 'jobseeker' };

/**
 * Where a signed-in user goes from /auth. Signing up with a plan started its trial: the dashboard.
 * Anyone else who asked for a plan (already signed in, or signing in) is sent to choose it: Job
 * Seeker on /billing, enterprise on its sales page (issue 11).
 */
function signedInTarget(plan: TrialPlan | undefined, registered: boolean): string {
  if (!plan || registered) return paths.dashboard;
  return plan === 'jobseeker' ? paths.billing : paths.enterprise;
}

/** Sign up (default) and sign in, exactly as part 1 section 2 describes. */
export default function AuthPage() {
  const { user } = useCurrentUser();
  const requested = new URLSearchParams(useSearch()).get('plan');
  const plan = isTrialPlan(requested) ? requested : undefined;
  // Set by the sign-up form before the new user arrives in the cache.
  const registered = useRef(false);
  // The form shows while the session check is still out (most visitors of /auth are signed out):
  // no spinner to wait behind and nothing that shifts when the answer arrives.
  if (user) return <Redirect to={signedInTarget(plan, registered.current)} replace />;

  return (
    <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 lg:grid-cols-2">
      <section aria-labelledby="auth-hero" className="hidden lg:block">
        <h1 id="auth-hero" className="text-4xl font-bold tracking-tight">
          Your AI career partner
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Careerloom finds jobs for you, fills in applications automatically and handles the tedious work, so you can
          focus on the conversations that matter.
        </p>
        <ul className="mt-8 grid gap-5">
          {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 h-6 w-6 text-brand-600" aria-hidden="true" />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <Card className="w-full max-w-md justify-self-center">
        <CardHeader>
          <h2 className="text-2xl font-bold">Get Started</h2>
          {plan && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Signing up starts your 14-day {TIER_LABELS[plan]} trial.
            </p>
          )}
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="signup">
            {/* Two equal halves: the list's own display is inline-flex, so the tabs grow. */}
            <TabsList className="w-full">
              <TabsTrigger value="signup" className="flex-1">
                Sign Up
              </TabsTrigger>
              <TabsTrigger value="signin" className="flex-1">
                Sign In
              </TabsTrigger>
            </TabsList>
            <TabsContent value="signup">
              <SignUpForm
                plan={plan}
                onRegistering={(value) => {
                  registered.current = value;
                }}
              />
            </TabsContent>
            <TabsContent value="signin">
              <SignInForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}

function SignUpForm({ plan, onRegistering }: { plan: TrialPlan | undefined; onRegistering: (value: boolean) => void }) {
  const register = useRegister();
  // The plan comes from the URL, not from a field: it joins the body only when one was asked for.
  const form = useZodForm(
    () => accountSchema('registerBodySchema'),
    SIGN_UP_EMPTY,
    (values: SignUpValues) => (plan ? { ...values, plan } : values),
  );

  const submit = (body: RegisterBody) => {
    onRegistering(true);
    register.mutate(body, {
      onError: (error) => {
        onRegistering(false);
        showServerErrors(form, error);
      },
    });
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <Field name="fullName" label="Full Name">
        {(p) => <Input {...p} required autoComplete="name" />}
      </Field>
      <Field name="email" label="Work Email">
        {(p) => <Input {...p} type="email" required autoComplete="email" />}
      </Field>
      <Field name="username" label="Username">
        {(p) => <Input {...p} required autoComplete="username" />}
      </Field>
      <Field name="password" label="Password" hint="At least 8 characters; a passphrase is best.">
        {(p) => <Input {...p} type="password" required autoComplete="new-password" />}
      </Field>
      <Field name="role" label="Your Role">
        {(p) => (
          <Select {...p} required>
            <option value="jobseeker">{USER_ROLE_LABELS.jobseeker}</option>
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={register.isPending} className="w-full">
        {register.isPending ? (
          <>
            <Spinner label="Creating account" /> Creating Account...
          </>
        ) : (
          'Start with Careerloom'
        )}
      </Button>
    </Form>
  );
}

function SignInForm() {
  const login = useLogin();
  const form = useZodForm(() => accountSchema('loginBodySchema'), { username: '', password: '' });
  const submit = (body: LoginBody) => login.mutate(body, { onError: (error) => showServerErrors(form, error) });
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <Field name="username" label="Username">
        {(p) => <Input {...p} required autoComplete="username" />}
      </Field>
      <Field name="password" label="Password">
        {(p) => <Input {...p} type="password" required autoComplete="current-password" />}
      </Field>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}
