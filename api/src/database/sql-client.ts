/** The little the migration runner needs from one connection, for PGlite and node-postgres alike. */
export interface SqlClient {
  /** Runs one or more statements without parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}
