import { isFileAnswer, type Endpoint } from '@portal/contract/endpoints/endpoint';

/**
 * An answer the endpoint's schema does not describe: a fake of a test that the server could not
 * give, or a server that drifted from the contract. Only development and tests check (api-client.ts).
 */
export class AnswerOutsideContract extends Error {
  override name = 'AnswerOutsideContract';
}

export function checkAnswer(endpoint: Endpoint, status: number, answer: unknown) {
  const where = `${endpoint.method} ${endpoint.path} answered ${status}`;
  const schema = endpoint.responses[status];
  if (!schema) throw new AnswerOutsideContract(`${where}, which its endpoint does not declare`);
  if (isFileAnswer(schema)) return;
  const result = schema.safeParse(answer);
  if (result.success) return;
  const issues = result.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`,
  );
  throw new AnswerOutsideContract(`${where} outside its schema: ${issues.join('; ')}`);
}
