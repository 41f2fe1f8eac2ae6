import { sql, type Kysely } from 'kysely';

/**
 * What is left of approval rules and limits (issue 29 points 3 and 4, decision 042).
 *
 * A rule may hold an order with a line of a product filed in (or below) a chosen category, or one
 * shipped to a chosen address of the customer; it may name the colleagues who decide instead of
 * a role (`approver_user_ids`, empty: the role decides). An order keeps the colleagues its rules
 * named (`orders.approver_user_ids`, null: its role decides), a snapshot like its reasons. A
 * member's limit says what an order over it does: refused, or waits for an approver
 * (`memberships.spending_over_limit`).
 *
 * A quote's offered line may have quantity tiers (`quote_version_lines.tiers`, issue 30 point 2):
 * [{min_qty, price}], ascending; written with its version, never changed (the versions' trigger
 * refuses every update).
 */
const statements = [
  `alter table approval_rules drop constraint approval_rules_condition_check`,
  `alter table approval_rules add constraint approval_rules_condition_check
     check (condition in ('total_above', 'lines_above', 'category', 'ship_to'))`,
  `alter table approval_rules add column category_id integer`,
  `alter table approval_rules add column address_id integer`,
  `alter table approval_rules add constraint approval_rules_category_fk
     foreign key (tenant_id, category_id) references categories (tenant_id, id) on delete cascade`,
  `alter table approval_rules add constraint approval_rules_address_fk
     foreign key (tenant_id, address_id) references addresses (tenant_id, id) on delete cascade`,
  `alter table approval_rules add constraint approval_rules_condition_target check (
     (condition = 'category') = (category_id is not null)
     and (condition = 'ship_to') = (address_id is not null))`,
  `alter table approval_rules add column approver_user_ids integer[] not null default '{}'`,
  `alter table orders add column approver_user_ids integer[]`,
  `alter table memberships add column spending_over_limit text not null default 'refused'
     check (spending_over_limit in ('refused', 'needs_approval'))`,
  `alter table quote_version_lines add column tiers jsonb not null default '[]'`,
];

export async function up(db: Kysely<any>): Promise<void> {
  // PGlite runs one statement per extended-protocol query.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table quote_version_lines drop column tiers`,
    `alter table memberships drop column spending_over_limit`,
    `alter table orders drop column approver_user_ids`,
    `delete from approval_rules where condition in ('category', 'ship_to')`,
    `alter table approval_rules drop column approver_user_ids`,
    `alter table approval_rules drop constraint approval_rules_condition_target`,
    `alter table approval_rules drop column address_id`,
    `alter table approval_rules drop column category_id`,
    `alter table approval_rules drop constraint approval_rules_condition_check`,
    `alter table approval_rules add constraint approval_rules_condition_check
       check (condition in ('total_above', 'lines_above'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
