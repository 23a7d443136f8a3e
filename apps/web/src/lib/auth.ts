import {
  AUTH_TOASTS,
  CURRENT_USER_GC_MS,
  CURRENT_USER_STALE_MS,
  type LoginBody,
  type RegisterBody,
  type UpdateUserBody,
  type User,
} from '@careerloom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from './api-client';
import { afterFirstPaint } from './first-paint';
import { toast } from './toast-store';
import { userFacingMessage } from './user-facing-message';

/**
 * The account's schemas, in their own chunk with zod: every page starts by asking who is signed
 * in, and a throttled phone spends about 100 ms building zod and them (decision 029). They load
 * once the first page is painted; the session check's answer waits for them.
 */
const accountSchemas = () => afterFirstPaint().then(() => import('./account-schemas'));
type AccountSchemas = Awaited<ReturnType<typeof accountSchemas>>;
/** One of the account's schemas, loading: for `apiJson`, or as a form's schema loader. */
export const accountSchema = <K extends keyof AccountSchemas>(name: K) => accountSchemas().then((s) => s[name]);

export const CURRENT_USER_KEY = ['/api/user'] as const;

/** A 401 means signed out, not an error (part 1 section 4). */
async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiJson(accountSchema('userSchema'), 'GET', '/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: fetchCurrentUser,
  staleTime: CURRENT_USER_STALE_MS,
  gcTime: CURRENT_USER_GC_MS,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

const detail = (error: unknown, fallback: string) => userFacingMessage(error, { fallback });

/** Sign in; on success the returned user becomes the held user and a welcome toast shows. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiJson(accountSchema('userSchema'), 'POST', '/api/login', body),
    onSuccess: (user) => {
      qc.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: AUTH_TOASTS.loginSuccessTitle, description: AUTH_TOASTS.loginSuccess(user.fullName) });
    },
    onError: (error) =>
      toast({
        title: AUTH_TOASTS.loginFailedTitle,
        description: detail(error, AUTH_TOASTS.loginFailedFallback),
        variant: 'destructive',
      }),
  });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiJson(accountSchema('userSchema'), 'POST', '/api/register', body),
    onSuccess: (user) => {
      qc.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: AUTH_TOASTS.registerSuccessTitle, description: AUTH_TOASTS.registerSuccess(user.fullName) });
    },
    onError: (error) =>
      toast({
        title: AUTH_TOASTS.registerFailedTitle,
        description: detail(error, AUTH_TOASTS.registerFailedFallback),
        variant: 'destructive',
      }),
  });
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson(accountSchema('noContentResponseSchema'), 'POST', '/api/logout'),
    onSuccess: () => {
      qc.setQueryData(CURRENT_USER_KEY, null);
      // Nothing cached for the previous user may leak into the next session.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      toast({ title: AUTH_TOASTS.logoutSuccessTitle, description: AUTH_TOASTS.logoutSuccess });
    },
    onError: (error) =>
      toast({ title: AUTH_TOASTS.logoutFailedTitle, description: detail(error, ''), variant: 'destructive' }),
  });
}

/** Updates the signed-in user's own profile; the error is rethrown to the caller as the spec says. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => {
      const me = qc.getQueryData<User | null>(CURRENT_USER_KEY);
      if (!me) throw new Error(AUTH_TOASTS.mustBeLoggedIn);
      return apiJson(accountSchema('userSchema'), 'PATCH', `/api/users/${me.id}`, body);
    },
    onSuccess: (user) => {
      qc.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: AUTH_TOASTS.updateSuccessTitle, description: AUTH_TOASTS.updateSuccess });
    },
    onError: (error) =>
      toast({
        title: AUTH_TOASTS.updateFailedTitle,
        description: detail(error, AUTH_TOASTS.updateFailedFallback),
        variant: 'destructive',
      }),
  });
}
