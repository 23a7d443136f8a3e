// The contract's account schemas, loaded apart from the first page's chunk through `accountSchemas`
// (auth.ts): importing them anywhere the first page imports statically would pull zod back into it.
export { loginBodySchema, noContentResponseSchema, registerBodySchema, userSchema } from '@careerloom/contract';
