import { z } from 'zod';

/**
 * What the evidence check changed in a text a language model drafted (present only when a model
 * drafted it): claims about the user that the resume and profile do not support were taken out
 * (`removed`, as "kind: claim"), or held back for the user to confirm (`toConfirm`, the sentence
 * with the claims to check). Both empty means every claim was found in the user's own records.
 */
export const draftEvidenceSchema = z.object({
  removed: z.array(z.string()),
  toConfirm: z.array(z.string()),
});
export type DraftEvidence = z.infer<typeof draftEvidenceSchema>;
