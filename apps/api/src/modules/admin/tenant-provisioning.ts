import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  emailField,
  newPasswordField,
  requiredText,
  tenantCode,
  translate,
  type PrivateSettingKey,
  type PublicSettingKey,
} from '@portal/contract';
import { hashPassword } from '../auth/password-hashing.ts';
import { recordAudit } from './audit/record-audit.ts';
import { isUniqueViolation } from './common/admin-common.ts';
import type { Db } from '../../db/schema.ts';

/**
 * The platform's side: a new manufacturer with its default settings and its first
 * administrator (`npm run tenant -- create`, src/scripts/tenant.ts).
 */
export const provisionTenantInput = z.object({
  code: tenantCode,
  name: requiredText(200),
  adminEmail: emailField,
  adminPassword: newPasswordField.optional(),
});
export type ProvisionTenantInput = z.input<typeof provisionTenantInput>;

export interface ProvisionedTenant {
  tenantId: number;
  code: string;
  name: string;
  adminUserId: number;
  adminEmail: string;
  /** False when the e-mail already had an account, which keeps its password. */
  adminCreated: boolean;
  /** The password made up for a new administrator when none was given. */
  generatedPassword: string | null;
}

/** Input the command refuses, by field, in English (the operator's console). */
export class ProvisioningError extends Error {
  override name = 'ProvisioningError';
  constructor(readonly problems: Record<string, string[]>) {
    super(
      Object.entries(problems)
        .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
        .join('\n'),
    );
  }
}

/** What a manufacturer starts with; its administrators change them in the console. */
export function defaultSettings(
  name: string,
): Record<PublicSettingKey | PrivateSettingKey, string> {
  return {
    logo_url: '',
    banner_image_url: '',
    welcome_title: JSON.stringify({
      en: `Welcome to ${name}`,
      es: `Bienvenido a ${name}`,
      fr: `Bienvenue chez ${name}`,
    }),
    welcome_subtitle: '{}',
    welcome_title_styles: '{}',
    welcome_subtitle_styles: '{}',
    about_us_url: '{}',
    default_page: 'products',
    b2b_sell_minimum: '0',
    b2b_hide_additional_info: '0',
    b2b_message_order_confirmation: '{}',
    b2b_about_us_private: '{}',
  };
}

/** 18 random bytes: 24 URL-safe characters, well past the 8-character minimum. */
const generatePassword = () => randomBytes(18).toString('base64url');

function parseInput(raw: unknown) {
  const parsed = provisionTenantInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'input';
    const key = issue.message;
    const text = translate('en', key as Parameters<typeof translate>[1]);
    (problems[field] ??= []).push(text === key ? 'This value is invalid.' : text);
  }
  throw new ProvisioningError(problems);
}

const codeTaken = () => new ProvisioningError({ code: [translate('en', 'admin.tenantCodeTaken')] });

export async function provisionTenant(db: Db, raw: unknown): Promise<ProvisionedTenant> {
  const input = parseInput(raw);
  const existingCode = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', input.code)
    .executeTakeFirst();
  if (existingCode) throw codeTaken();

  const existingUser = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.adminEmail))
    .executeTakeFirst();
  const generatedPassword = existingUser || input.adminPassword ? null : generatePassword();
  const passwordHash = existingUser
    ? null
    : await hashPassword(input.adminPassword ?? generatedPassword ?? '');

  try {
    return await db.transaction().execute(async (trx) => {
      const tenant = await trx
        .insertInto('tenants')
        .values({ code: input.code, name: input.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('tenant_settings')
        .values(
          Object.entries(defaultSettings(input.name)).map(([key, value]) => ({
            tenant_id: tenant.id,
            key,
            value,
          })),
        )
        .execute();
      const adminUserId =
        existingUser?.id ??
        (
          await trx
            .insertInto('users')
            .values({
              email: input.adminEmail,
              first_name: 'Administrator',
              last_name: '',
              password_hash: passwordHash ?? '',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await trx
        .insertInto('memberships')
        .values({
          tenant_id: tenant.id,
          user_id: adminUserId,
          role: 'admin',
          status: 'approved',
          decided_at: new Date(),
        })
        .execute();
      await recordAudit(trx, {
        tenantId: tenant.id,
        actorUserId: null,
        action: 'tenant.create',
        entity: 'tenant',
        entityId: tenant.id,
        before: null,
        after: { code: input.code, name: input.name, admin_email: input.adminEmail },
      });
      return {
        tenantId: tenant.id,
        code: input.code,
        name: input.name,
        adminUserId,
        adminEmail: input.adminEmail,
        adminCreated: !existingUser,
        generatedPassword,
      };
    });
  } catch (error) {
    // The same code created a moment ago by another run.
    if (isUniqueViolation(error, 'tenants_code_key')) throw codeTaken();
    throw error;
  }
}
