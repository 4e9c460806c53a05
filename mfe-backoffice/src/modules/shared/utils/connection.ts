export type ConnectionState = 'Loading' | 'Connected' | 'Error';

/** The header's connection state from a query's status (back-office spec: Error, Connected or Loading). */
export function connectionState(query: { isError: boolean; isPending: boolean; isFetching: boolean; data?: unknown }): ConnectionState {
  if (query.isError) return 'Error';
  if (query.isPending || (query.isFetching && query.data === undefined)) return 'Loading';
  return 'Connected';
}

export function connectionColor(state: ConnectionState): 'success' | 'error' | 'warning' {
  if (state === 'Connected') return 'success';
  return state === 'Error' ? 'error' : 'warning';
}
