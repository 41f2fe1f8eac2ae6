import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { globalConfig } from 'zod/v4/core';
import { runZodWithoutEval } from './zod-without-eval.ts';

describe('zod without eval', () => {
  it("sets zod's own jitless setting, so object parsing never probes for eval", () => {
    const probes: unknown[] = [];
    const RealFunction = globalThis.Function;
    runZodWithoutEval();
    expect(globalConfig.jitless).toBe(true);
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: unknown[]) {
        probes.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, thisArg, args: unknown[]) {
        probes.push(args);
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
    try {
      const schema = z.object({ name: z.string(), quantity: z.number() });
      expect(schema.parse({ name: 'Bolt', quantity: 2 })).toEqual({ name: 'Bolt', quantity: 2 });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(probes).toEqual([]);
  });
});
