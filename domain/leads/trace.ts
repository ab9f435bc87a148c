/** One step of a lead's routing trace: an integration considered, what became of it and why, in codes the screens word. */
export interface StoredTraceStep {
  integration_id: number;
  name: string;
  /** skipped (not eligible), accepted, refused, failed, timeout */
  verdict: string;
  /** a code: country, language, hours, capacity, paused, refused, timeout, error, … */
  reason: string;
  detail?: string;
}
