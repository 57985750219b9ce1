import { z } from '@/lib/zod';

/** The answer to a stored enquiry or application: its reference and when it was received. */
export const receivedAnswerSchema = z.object({
  reference: z.string().meta({ description: 'Reference number to quote to the operations team.' }),
  status: z.literal('received'),
  received_at: z.iso.datetime(),
});

export const receivedAnswer = (stored: { reference: string; createdAt: Date }) => ({
  reference: stored.reference,
  status: 'received' as const,
  received_at: stored.createdAt.toISOString(),
});
