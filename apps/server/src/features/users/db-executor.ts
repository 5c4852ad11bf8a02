import type { Database } from '../../db/client.ts';

/** A transaction handle from `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Queries take either the database or an open transaction. */
export type Executor = Database | Transaction;
