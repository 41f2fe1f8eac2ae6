import type { z } from 'zod';
import type {
  changePasswordRequest,
  forgotPasswordRequest,
  Language,
  LoginResponse,
  loginRequest,
  registerRequest,
} from '@portal/contract';
import type { RegistrationDetails } from '../../db/schema.ts';
import { fieldError, forbidden } from '../../lib/app-error.ts';
import type { Member } from '../../core/callers.ts';
import type { AuthContext } from './auth-context.ts';
import { FORGOT_PER_ACCOUNT } from './auth-limits.ts';
import * as repo from './auth.repository.ts';
import type { ExistingAccountRegistration } from './existing-account-notice.ts';
import { decideLogin } from './login-outcome.ts';
import { countPasswordAttempt, type PasswordAttempt } from './password-attempts.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password-hashing.ts';
import { applyPasswordChangeEffects } from './password-change-effects.ts';
import { loginAnswer } from './company-switch.ts';
import { revokeSession } from './session.repository.ts';
import { startSession } from './sessions.ts';
import { enqueue } from '../events/enqueue-event.ts';

// The routes build it as auth.AuthContext.
export type { AuthContext };

type RegisterInput = z.output<typeof registerRequest>;
type LoginInput = z.output<typeof loginRequest>;
type ForgotPasswordInput = z.output<typeof forgotPasswordRequest>;
type ChangePasswordInput = z.output<typeof changePasswordRequest>;

/**
 * Checks a password against an account (or against nothing when there is none: one argon2
 * operation either way), counting the attempt on the email's failure limits. A correct password
 * takes its own attempt back, so it never resets what others' failures counted.
 */
async function checkPassword(
  ctx: AuthContext,
  attempt: PasswordAttempt,
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const counted = await countPasswordAttempt(ctx.limiter, attempt);
  const ok = passwordHash
    ? await verifyPassword(passwordHash, password)
    : await verifyAgainstNothing(password);
  if (ok) await counted.takeBack();
  return ok;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** A new email made an account; a known one is told to its owner by e-mail, never the caller. */
export type RegistrationOutcome =
  | { kind: 'new' }
  | ({ kind: 'existing' } & ExistingAccountRegistration);

type RegistrationTenant = NonNullable<Awaited<ReturnType<typeof repo.findActiveTenant>>>;
type KnownAccount = NonNullable<Awaited<ReturnType<typeof repo.findUserByEmail>>>;

/**
 * A new email makes a user and a pending membership. A known email gets the same answer
 * whatever happens (decision 010): it joins the tenant (a pending membership) only with that
 * account's password (DESIGN.md section 3), and its owner is e-mailed either way.
 */
/** `language`: the one the visitor registered in, that the portal's e-mails will be written in. */
export async function register(
  ctx: AuthContext,
  input: RegisterInput,
  language: Language,
): Promise<RegistrationOutcome> {
  const tenant = await repo.findActiveTenant(ctx.db, input.manufacturerCode);
  if (!tenant) throw fieldError('manufacturerCode', 'auth.unknownManufacturer');
  const registration: RegistrationDetails = {
    company: input.company,
    address: input.address,
    address2: input.address2,
    address3: input.address3,
    city: input.city,
    state: input.state,
    zip: input.zip,
    country: input.country,
    phone: input.phone,
    webAddress: input.webAddress,
  };

  const existing = await repo.findUserByEmail(ctx.db, input.email);
  if (existing) return joinWithKnownAccount(ctx, tenant, existing, input, registration, language);

  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const userId = await repo.insertUser(trx, { ...input, passwordHash });
      await repo.insertPendingMembership(trx, tenant.id, userId, registration, language);
      await enqueue(trx, tenant.id, 'registration.created', {
        user_id: userId,
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        company: input.company || null,
      });
    });
    return { kind: 'new' };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // A concurrent request registered the same email a moment ago: the account is now known.
  const winner = await repo.findUserByEmail(ctx.db, input.email);
  if (!winner) throw new Error('registration: an email was taken but no account holds it');
  return joinWithKnownAccount(ctx, tenant, winner, input, registration, language);
}

/**
 * One argon2 operation, as a new email's hash costs, and no failure counted: the answer is the
 * same whatever the password, so a guess here learns nothing.
 */
async function joinWithKnownAccount(
  ctx: AuthContext,
  tenant: RegistrationTenant,
  account: KnownAccount,
  input: RegisterInput,
  registration: RegistrationDetails,
  language: Language,
): Promise<RegistrationOutcome> {
  const passwordMatches = await verifyPassword(account.password_hash, input.password);
  return {
    kind: 'existing',
    result: await requestMembership(
      ctx,
      tenant.id,
      account,
      passwordMatches,
      registration,
      language,
    ),
    account: { email: account.email, firstName: account.first_name, lastName: account.last_name },
    tenant: { code: tenant.code, name: tenant.name },
  };
}

/** A pending membership for a known account that gave its password, unless it has one there. */
async function requestMembership(
  ctx: AuthContext,
  tenantId: number,
  account: KnownAccount,
  passwordMatches: boolean,
  registration: RegistrationDetails,
  language: Language,
): Promise<ExistingAccountRegistration['result']> {
  const userId = account.id;
  if (await repo.membershipExists(ctx.db, tenantId, userId)) return 'already_member';
  if (!passwordMatches) return 'not_joined';
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertPendingMembership(trx, tenantId, userId, registration, language);
      await enqueue(trx, tenantId, 'registration.created', {
        user_id: userId,
        email: account.email,
        first_name: account.first_name,
        last_name: account.last_name,
        company: registration.company || null,
      });
    });
    return 'joined';
  } catch (error) {
    // The same account asked a moment ago through a concurrent request.
    if (isUniqueViolation(error)) return 'already_member';
    throw error;
  }
}

/** Wrong email and wrong password answer the same 422; only a correct password learns more. */
export async function login(
  ctx: AuthContext,
  input: LoginInput,
  ip: string,
): Promise<LoginResponse> {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const attempt = { email: input.email, ip };
  if (!(await checkPassword(ctx, attempt, user?.password_hash, input.password)) || !user) {
    throw fieldError('email', 'auth.invalidCredentials');
  }
  const outcome = decideLogin(await repo.listMemberships(ctx.db, user.id), input.manufacturerCode);
  if (!outcome.ok) throw forbidden(outcome.messageKey);
  const [first, ...others] = outcome.tenants;
  if (!first) throw forbidden();

  const token = await startSession(ctx.db, user.id, first.tenantId, ctx.lifetime);
  return loginAnswer(token, [first, ...others], {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
  });
}

export async function logout(ctx: AuthContext, tokenHash: string): Promise<void> {
  await revokeSession(ctx.db, tokenHash);
  await ctx.invalidations.publish({ kind: 'session-ended', tokenHash });
}

/** Always ends the same way for the caller; a request is recorded only for a real member. */
export async function requestPasswordReset(
  ctx: AuthContext,
  input: ForgotPasswordInput,
): Promise<void> {
  await ctx.limiter.enforce(FORGOT_PER_ACCOUNT, `${input.manufacturerCode}:${input.email}`);
  await repo.openPasswordResetRequest(ctx.db, input.manufacturerCode, input.email);
}

/**
 * A new password ends every other session of the user, at every company (the one that changed
 * it stays), and is written to the audit log of every company the account belongs to.
 */
export async function changePassword(
  ctx: AuthContext,
  member: Member,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  const currentHash = await repo.findPasswordHash(ctx.db, member.userId);
  const attempt = { email: member.email, ip };
  if (!(await checkPassword(ctx, attempt, currentHash, input.current_password))) {
    throw fieldError('current_password', 'auth.currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updatePasswordHash(trx, member.userId, passwordHash);
    await applyPasswordChangeEffects(trx, {
      userId: member.userId,
      via: 'signed_in',
      keepTokenHash: member.tokenHash,
    });
  });
  await ctx.invalidations.publish({ kind: 'user-changed', userId: member.userId });
}
