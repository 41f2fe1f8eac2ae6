interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Our CSP forbids eval. Zod's compiled fast path probes for it with Function(''), which the
 * browser reports as a policy violation on every screen that validates a form. Zod keeps its
 * settings on this global object (zod/v4/core's `globalConfig`, adopted or created when zod
 * loads), so setting `jitless` here, before any schema is parsed, turns the probe off without
 * importing zod into the login screen's bundle. The test checks zod still reads it.
 */
export function runZodWithoutEval() {
  const holder = globalThis as ZodGlobal;
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
