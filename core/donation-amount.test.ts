import { describe, expect, it } from 'vitest'
import { DonationAmountCheck, otherAmount, parseDonationAmount } from './donation-amount'

describe('parseDonationAmount', () => {
  it('uses the chosen preset', () => {
    expect(parseDonationAmount('25', '')).toBe(25)
    expect(parseDonationAmount('200', '999')).toBe(200)
  })

  it('uses the custom amount when Other is chosen', () => {
    expect(parseDonationAmount(otherAmount, ' 42.5 ')).toBe(42.5)
    // The web's radio sends this value for "Other".
    expect(parseDonationAmount('other', '42')).toBe(42)
  })

  it('rounds a custom amount to whole cents', () => {
    expect(parseDonationAmount(otherAmount, '10.456')).toBe(10.46)
  })

  it('rejects an empty custom amount', () => {
    expect(parseDonationAmount(otherAmount, '')).toBeNull()
    expect(parseDonationAmount(otherAmount, '   ')).toBeNull()
  })

  it('rejects text that is not a number', () => {
    expect(parseDonationAmount(otherAmount, 'ten')).toBeNull()
    expect(parseDonationAmount(otherAmount, '12abc')).toBeNull()
    expect(parseDonationAmount(otherAmount, 'Infinity')).toBeNull()
  })

  it('rejects zero, negative amounts and amounts under a cent', () => {
    expect(parseDonationAmount(otherAmount, '0')).toBeNull()
    expect(parseDonationAmount(otherAmount, '-5')).toBeNull()
    expect(parseDonationAmount(otherAmount, '0.004')).toBeNull()
    expect(parseDonationAmount(otherAmount, '0.99')).toBeNull()
    expect(parseDonationAmount(otherAmount, '1')).toBe(1)
  })

  it('takes the largest gift given online, and nothing above it', () => {
    expect(parseDonationAmount(otherAmount, '100000')).toBe(100_000)
    expect(parseDonationAmount(otherAmount, '100000.01')).toBeNull()
  })
})

describe('DonationAmountCheck', () => {
  const check = DonationAmountCheck['~standard'].validate

  it('gives the amount of a valid choice', () => {
    expect(check({ choice: '50', custom: '' })).toEqual({ value: 50 })
    expect(check({ choice: otherAmount, custom: '12.34' })).toEqual({ value: 12.34 })
  })

  it("puts the spec's message on the custom amount when it is not one", () => {
    const refused = {
      issues: [{ message: 'Please enter a valid donation amount.', path: ['custom'] }],
    }
    expect(check({ choice: otherAmount, custom: '0.5' })).toEqual(refused)
    expect(check({ choice: otherAmount, custom: 'ten' })).toEqual(refused)
  })
})
