import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { ACROSS_TENANTS_MARK } from '../../src/db/across-tenants.ts';

/**
 * A test-only Kysely plugin: every select, update or delete that reads a tenant-owned table (one
 * with a `tenant_id` column) must constrain that table's `tenant_id`, or it throws before the
 * query runs, naming the table. Installed on the app's database in every API test
 * (test-database.ts), so a repository function that forgets its tenant fails its tests.
 *
 * What counts, for each tenant-owned table of a query (FROM, JOIN, UPDATE, DELETE, USING), by its
 * alias or name:
 * - a condition `<table>.tenant_id = <value>` or `<value> = <table>.tenant_id` (or `in`), a
 *   top-level conjunct (joined by AND) of the query's WHERE or of any JOIN's ON. A value is
 *   anything but another tenant_id of the same query: a parameter, a subquery, or a column of an
 *   enclosing query (which that query's own check constrains).
 * - a condition `<table>.tenant_id = <other>.tenant_id` ties the two tables: a table counts when
 *   it is tied, directly or through others, to a table constrained by a value. Tables tied only
 *   to each other (`join b on b.tenant_id = a.tenant_id`, nothing constraining either) do not,
 *   nor does a tenant_id equal to another tenant-owned table's other column (`b.tenant_id = a.id`).
 * - a table that is not tenant-owned (tenants, users) is constrained by any of its columns
 *   compared with a value (`t.code = $1`), and `<table>.tenant_id = t.id` ties to it: a
 *   tenant's settings found by the tenant's code count, all tenants' settings do not.
 * - an unqualified `tenant_id = <value>` constrains every tenant-owned table of the query
 *   (PostgreSQL refuses it when it is ambiguous), and so does a raw SQL conjunct that mentions
 *   `tenant_id`. A condition under OR never counts.
 * Subqueries and common table expressions are checked as queries of their own. A query marked
 * with `acrossTenants` (src/db/across-tenants.ts) is let through, subqueries included. A whole
 * raw statement (sql`…`.execute) is checked coarsely: if it selects from, joins, updates or
 * deletes from a tenant-owned table, its text must mention `tenant_id`. Inserts are not checked:
 * they write the tenant they are given.
 */
export class TenantPredicateCheck implements KyselyPlugin {
  constructor(private readonly tenantTables: ReadonlySet<string>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'RawNode') this.checkRawStatement(args.node);
    this.checkTree(args.node);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  private checkTree(node: OperationNode): void {
    if (isMarkedAcrossTenants(node)) return;
    if (QUERY_KINDS.has(node.kind)) this.checkQuery(node);
    for (const child of childNodes(node)) this.checkTree(child);
  }

  private checkQuery(query: QueryNodeShape): void {
    const all = tablesOf(query).map((table) => ({
      ...table,
      tenantOwned: this.tenantTables.has(table.name),
    }));
    const tables = all.filter((table) => table.tenantOwned);
    if (tables.length === 0) return;
    const conjuncts = [
      ...conjunctsOf(query.where?.where),
      ...(query.joins ?? []).flatMap((join) => conjunctsOf(join.on?.on)),
    ];
    const constrained = constrainedAliases(all, conjuncts);
    for (const table of tables) {
      if (!constrained.has(table.alias)) {
        throw new Error(
          `Tenant predicate check: ${QUERY_NAMES[query.kind]} of "${table.name}"` +
            (table.alias === table.name ? '' : ` (as "${table.alias}")`) +
            ' has no tenant_id condition in its WHERE or its JOIN ... ON. Scope it by tenant, or' +
            ' mark it with acrossTenants (src/db/across-tenants.ts) and say why.',
        );
      }
    }
  }

  private checkRawStatement(node: RawNodeShape): void {
    const text = node.sqlFragments.join(' ? ');
    if (!/^\s*(select|update|delete|with)\b/i.test(text) || /\btenant_id\b/.test(text)) return;
    for (const match of text.matchAll(/\b(?:from|join|update)\s+([a-z_][a-z0-9_]*)/gi)) {
      const name = match[1]!.toLowerCase();
      if (this.tenantTables.has(name)) {
        throw new Error(
          `Tenant predicate check: a raw SQL statement reads or changes "${name}" and never` +
            ' mentions tenant_id.',
        );
      }
    }
  }
}

/** The tables of the current schema that have a tenant_id column, read from the database. */
export async function tenantOwnedTables<DB>(db: Kysely<DB>): Promise<Set<string>> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'tenant_id' and table_schema = current_schema()
  `.execute(db);
  return new Set(rows.map((row) => row.table_name));
}

const QUERY_NAMES: Record<string, string> = {
  SelectQueryNode: 'a select',
  UpdateQueryNode: 'an update',
  DeleteQueryNode: 'a delete',
};
const QUERY_KINDS = new Set(Object.keys(QUERY_NAMES));

// The parts of Kysely's operation nodes read here (kysely's node types are internal).
interface RawNodeShape extends OperationNode {
  sqlFragments: readonly string[];
}
interface QueryNodeShape extends OperationNode {
  table?: OperationNode;
  from?: { froms: readonly OperationNode[] };
  using?: { tables: readonly OperationNode[] };
  joins?: readonly { table: OperationNode; on?: { on: OperationNode } }[];
  where?: { where: OperationNode };
  endModifiers?: readonly OperationNode[];
}
type AnyNode = OperationNode & Record<string, unknown>;

function isNode(value: unknown): value is OperationNode {
  return typeof value === 'object' && value !== null && typeof (value as AnyNode).kind === 'string';
}

function childNodes(node: OperationNode): OperationNode[] {
  return Object.values(node).flatMap((value: unknown) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function isMarkedAcrossTenants(node: OperationNode): boolean {
  const modifiers = (node as QueryNodeShape).endModifiers;
  if (!QUERY_KINDS.has(node.kind) || !modifiers) return false;
  return modifiers.some((modifier) => {
    const raw =
      modifier.kind === 'SelectModifierNode' ? (modifier as AnyNode).rawModifier : modifier;
    return isNode(raw) && raw.kind === 'RawNode' && rawText(raw) === ACROSS_TENANTS_MARK;
  });
}

function rawText(node: OperationNode): string {
  return (node as RawNodeShape).sqlFragments.join(' ? ');
}

/** An UPDATE of several tables carries them in a ListNode. */
function listItems(node: OperationNode): readonly OperationNode[] {
  return node.kind === 'ListNode' ? ((node as AnyNode).items as OperationNode[]) : [node];
}

function identifierName(node: unknown): string | undefined {
  return isNode(node) && node.kind === 'IdentifierNode'
    ? ((node as AnyNode).name as string)
    : undefined;
}

function tableName(node: OperationNode): string | undefined {
  if (node.kind !== 'TableNode') return undefined;
  return identifierName(((node as AnyNode).table as AnyNode).identifier);
}

/** A FROM or JOIN item that is a table, with the name its columns are qualified by. */
function namedTable(node: OperationNode): { name: string; alias: string } | undefined {
  if (node.kind === 'AliasNode') {
    const name = tableName((node as AnyNode).node as OperationNode);
    const alias = identifierName((node as AnyNode).alias);
    return name && alias ? { name, alias } : undefined;
  }
  const name = tableName(node);
  return name ? { name, alias: name } : undefined;
}

/** Every table of a query (FROM, JOIN, UPDATE, DELETE, USING) with its alias. */
function tablesOf(query: QueryNodeShape): { name: string; alias: string }[] {
  const sources: OperationNode[] = [
    ...(query.table ? listItems(query.table) : []),
    ...(query.from?.froms ?? []),
    ...(query.using?.tables ?? []),
    ...(query.joins ?? []).map((join) => join.table),
  ];
  return sources.flatMap((source) => {
    const table = namedTable(source);
    return table ? [table] : [];
  });
}

/** The conditions joined by AND at the top of a WHERE or ON (through parentheses). */
function conjunctsOf(node: OperationNode | undefined): OperationNode[] {
  if (!node) return [];
  if (node.kind === 'AndNode') {
    const and = node as AnyNode;
    return [...conjunctsOf(and.left as OperationNode), ...conjunctsOf(and.right as OperationNode)];
  }
  if (node.kind === 'ParensNode') return conjunctsOf((node as AnyNode).node as OperationNode);
  return [node];
}

interface QueryTable {
  alias: string;
  tenantOwned: boolean;
}

/**
 * The aliases of the query's tables that reach a value: a tenant-owned table by its tenant_id
 * compared with a value, any other table (tenants, users) by any column compared with one; and
 * every table tied to one that does (followed until nothing changes). A tie is a tenant-owned
 * table's tenant_id equal to another tenant-owned table's tenant_id, or to a column of a table
 * that is not tenant-owned (`s.tenant_id = t.id`, the tenant `t` found by its code).
 */
function constrainedAliases(
  tables: readonly QueryTable[],
  conjuncts: readonly OperationNode[],
): Set<string> {
  const byAlias = new Map(tables.map((table) => [table.alias, table]));
  const constrained = new Set<string>();
  const ties: [string, string][] = [];
  for (const conjunct of conjuncts) {
    const condition = scopeCondition(conjunct, byAlias);
    if (condition === 'all') {
      tables.forEach((table) => table.tenantOwned && constrained.add(table.alias));
    } else if (condition?.tiedTo) ties.push([condition.alias, condition.tiedTo]);
    else if (condition) constrained.add(condition.alias);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const [a, b] of ties) {
      if (constrained.has(a) !== constrained.has(b)) {
        constrained.add(a).add(b);
        grew = true;
      }
    }
  }
  return constrained;
}

/**
 * What one conjunct says about the scope of the query's tables: 'all' for a raw condition that
 * mentions tenant_id or an unqualified tenant_id compared with a value; an alias that reaches a
 * value; two aliases tied to each other; or nothing.
 */
function scopeCondition(
  conjunct: OperationNode,
  tables: ReadonlyMap<string, QueryTable>,
): 'all' | { alias: string; tiedTo?: string } | undefined {
  if (conjunct.kind === 'RawNode') {
    return /\btenant_id\b/.test(rawText(conjunct)) ? 'all' : undefined;
  }
  if (conjunct.kind !== 'BinaryOperationNode') return undefined;
  const operation = conjunct as AnyNode;
  const operator = (operation.operator as AnyNode).operator;
  if (operator !== '=' && operator !== 'in') return undefined;
  const left = operand(operation.leftOperand as OperationNode, tables);
  const right = operand(operation.rightOperand as OperationNode, tables);
  if (left.kind === 'value' && right.kind === 'value') return undefined;
  if (left.kind === 'value' || right.kind === 'value') {
    const side = left.kind === 'value' ? right : left;
    if (side.kind === 'bare-tenant-id') return 'all';
    if (side.kind === 'tenant-id') return { alias: side.alias };
    // Any column of a table that is not tenant-owned, compared with a value, finds its rows.
    if (side.kind === 'column' && !tables.get(side.alias)!.tenantOwned)
      return { alias: side.alias };
    return undefined;
  }
  // Both sides are columns of this query: a tie when it carries a tenant. A bare tenant_id is
  // ambiguous to PostgreSQL when several tables have it: such a query names a single table.
  if (left.kind === 'tenant-id' && right.kind === 'tenant-id') {
    return { alias: left.alias, tiedTo: right.alias };
  }
  for (const [a, b] of [
    [left, right],
    [right, left],
  ] as const) {
    if (a.kind === 'tenant-id' && b.kind === 'column' && !tables.get(b.alias)!.tenantOwned) {
      return { alias: a.alias, tiedTo: b.alias };
    }
  }
  return undefined;
}

type Operand =
  | { kind: 'tenant-id'; alias: string }
  | { kind: 'column'; alias: string }
  | { kind: 'bare-tenant-id' }
  | { kind: 'bare-column' }
  | { kind: 'value' };

/**
 * What an operand is to this query: a tenant_id of one of its tables, another column of one of
 * them, a bare column, or a value (a parameter, a subquery, or a column of an enclosing query's
 * table, which that query's own check scopes).
 */
function operand(node: OperationNode, tables: ReadonlyMap<string, QueryTable>): Operand {
  if (node.kind === 'ColumnNode') {
    return identifierName((node as AnyNode).column) === 'tenant_id'
      ? { kind: 'bare-tenant-id' }
      : { kind: 'bare-column' };
  }
  if (node.kind !== 'ReferenceNode') return { kind: 'value' };
  const reference = node as AnyNode;
  const column = reference.column as AnyNode;
  if (column.kind !== 'ColumnNode') return { kind: 'value' };
  const isTenantId = identifierName(column.column) === 'tenant_id';
  const table = reference.table as OperationNode | undefined;
  if (table === undefined) return isTenantId ? { kind: 'bare-tenant-id' } : { kind: 'bare-column' };
  const alias = tableName(table);
  if (alias === undefined || !tables.has(alias)) return { kind: 'value' };
  const owned = tables.get(alias)!.tenantOwned;
  return isTenantId && owned ? { kind: 'tenant-id', alias } : { kind: 'column', alias };
}
