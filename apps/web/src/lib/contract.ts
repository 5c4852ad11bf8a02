import type * as ContractModule from '@hanpan/core/contract';
import type { ResponseSchema } from './api-client';

type Contract = typeof ContractModule;

/**
 * A response schema from `@hanpan/core/contract`, loaded when the first call needs it. zod and the contract
 * are ~37 KB gzip: the login page does not pay for them before its first paint (decision 011). The
 * api client starts this import together with the request.
 */
export function contract<T>(
  pick: (contract: Contract) => ResponseSchema<T>,
): () => Promise<ResponseSchema<T>> {
  return () => import('@hanpan/core/contract').then(pick);
}
