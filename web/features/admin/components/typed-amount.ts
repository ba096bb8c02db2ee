/** A refund's amount as typed: none when empty (the API refunds all that is left), else dollars. */
export function typedAmount(text: string): { amount?: number } {
  return text.trim() ? { amount: Number(text) } : {}
}
