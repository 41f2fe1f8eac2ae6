import { parseSync, type Plugin } from 'vite';

/** The endpoint modules of packages/contract: one per area. */
const ENDPOINT_MODULE =
  /packages[\\/]contract[\\/]src[\\/]endpoints[\\/](?:public|account|member|console|integration)\.ts$/;

/** What the web app reads of an endpoint: the rest (area, ownership, schemas) is the server's. */
const KEPT_KEYS = new Set(['method', 'path']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of [value].flat()) if (isNode(child)) yield* walk(child);
  }
}

/** The [start, end) ranges of the properties the app does not read, in every defineEndpoint({...}). */
function schemaRanges(code: string, id: string): [number, number][] {
  const { program, errors } = parseSync(id, code);
  if (errors.length) throw new Error(`${id}: ${errors[0]?.message}`);
  const ranges: [number, number][] = [];
  for (const node of walk(program as unknown as Node)) {
    const callee = node.callee as Node | undefined;
    const [argument] = (node.arguments as Node[] | undefined) ?? [];
    if (node.type !== 'CallExpression' || callee?.name !== 'defineEndpoint') continue;
    if (argument?.type !== 'ObjectExpression') throw new Error(`${id}: an endpoint not literal`);
    for (const property of argument.properties as Node[]) {
      const key = (property.key as Node | undefined)?.name;
      if (typeof key !== 'string') throw new Error(`${id}: an endpoint property not named`);
      if (KEPT_KEYS.has(key)) continue;
      // The property with its comma (prettier writes one after every property).
      const comma = code.indexOf(',', property.end);
      if (!code.startsWith(key, property.start) || comma < 0) {
        throw new Error(`${id}: cannot strip ${key} at ${property.start}`);
      }
      ranges.push([property.start, comma + 1]);
    }
  }
  return ranges;
}

/**
 * The production build's endpoint table keeps methods and paths only (docs/decisions/027): the web
 * app calls an endpoint by its method and path, and checks its answers against the schemas only in
 * development and tests. Without them the schemas' modules, and Zod, are left out of every bundle
 * that does not use them otherwise, the login screen's first of all.
 */
export function stripEndpointSchemas(): Plugin {
  return {
    name: 'strip-endpoint-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_MODULE.test(id)) return null;
      let stripped = code;
      for (const [start, end] of schemaRanges(code, id).reverse()) {
        stripped = stripped.slice(0, start) + stripped.slice(end);
      }
      return { code: stripped, map: null };
    },
  };
}
