/**
 * The login screen's rules, checked before sending. They are functions rather than the
 * contract's schemas because the sign-in screens load no Zod (decision 004: the login screen's
 * budget; the screens beside it share its chunks); the API checks the contract's schema, and its
 * 422 names the field. Only the login screen imports this module, so that it stays in the login
 * route's chunk (a chunk of its own costs the budget about 100 bytes).
 */
const REQUIRED = 'validation.requiredField';

const blank = (value: string) => value.trim() === '';

/** Email and password, both required (specification section 5). A password is never trimmed. */
export const loginProblems = ({ email, password }: { email: string; password: string }) => ({
  email: blank(email) ? REQUIRED : undefined,
  password: password === '' ? REQUIRED : undefined,
});

/** The guest catalogue's company code, required. */
export const browseCodeProblems = ({ code }: { code: string }) => ({
  code: blank(code) ? REQUIRED : undefined,
});
