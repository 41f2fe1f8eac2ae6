import type { Db } from '../../db/schema.ts';

export interface ClientErrorRow {
  tenantCode: string | null;
  userId: number | null;
  message: string;
  stack: string | null;
  componentStack: string | null;
  url: string | null;
  userAgent: string | null;
}

export async function insertClientError(db: Db, row: ClientErrorRow): Promise<void> {
  await db
    .insertInto('client_errors')
    .values({
      tenant_code: row.tenantCode,
      user_id: row.userId,
      message: row.message,
      stack: row.stack,
      component_stack: row.componentStack,
      url: row.url,
      user_agent: row.userAgent,
    })
    .execute();
}

export async function findTenantCode(db: Db, tenantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('tenants')
    .select('code')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.code ?? null;
}
