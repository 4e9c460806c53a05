import type { QueryClient } from '@tanstack/react-query';

/** Every read of the screen sits under ['payment-verification', ...]; a verdict refreshes the list and the stats. */
export const paymentKeys = {
  all: ['payment-verification'] as const,
  lists: ['payment-verification', 'list'] as const,
  list: (query: unknown) => ['payment-verification', 'list', query] as const,
  stats: ['payment-verification', 'stats'] as const,
  receipt: (id: string | null) => ['payment-verification', 'receipt', id] as const,
  mailPreview: (input: unknown) => ['payment-verification', 'mail-preview', input] as const,
};

/** After a verdict (applied or refused, since a refusal means someone else changed it): reload the list and the stats. */
export async function refreshPaymentReads(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: paymentKeys.lists }),
    client.invalidateQueries({ queryKey: paymentKeys.stats }),
  ]);
}
