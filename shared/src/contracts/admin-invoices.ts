import * as v from 'valibot';

export const creditNoteSchema = v.object({
  /** `CN/26-27/00001`, in the credit notes' own series. */
  number: v.string(),
  issuedAt: v.string(),
  amount: v.number(),
  reason: v.string(),
});
export type CreditNoteSummary = v.InferOutput<typeof creditNoteSchema>;

/**
 * GET /api/admin/orders/:id/papers: the order's GST papers. `invoice`: its invoice (`INV/26-27/00042`)
 * or bill of supply (`BOS/…`) once issued, null until then; `creditNotes`: what was taken back from it,
 * oldest first, one per refund, or one for a cancelled order that was to be paid on delivery.
 */
export const orderPapersSchema = v.object({
  invoice: v.nullable(v.object({ number: v.string(), issuedAt: v.string() })),
  creditNotes: v.array(creditNoteSchema),
});
export type OrderPapers = v.InferOutput<typeof orderPapersSchema>;
