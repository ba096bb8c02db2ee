import { describe, expect, it } from 'vitest'
import { refundStateOf, refundSummary } from './refund-state'

describe('refund state', () => {
  it.each([
    [41.97, 0, 'none', null],
    [41.97, 0.01, 'partial', 'Partially refunded $0.01 of $41.97'],
    [41.97, 5, 'partial', 'Partially refunded $5.00 of $41.97'],
    [41.97, 41.96, 'partial', 'Partially refunded $41.96 of $41.97'],
    [41.97, 41.97, 'full', 'Refunded in full ($41.97)'],
    [4197, 4197, 'full', 'Refunded in full ($4,197.00)'],
  ] as const)('%d with %d refunded is %s', (total, refunded, state, summary) => {
    expect(refundStateOf(total, refunded)).toBe(state)
    expect(refundSummary(total, refunded)).toBe(summary)
  })
})
