import { describe, expect, it } from 'vitest'
import { productCategoryValues } from '#core/schemas/admin-product'
import { categoryLabel } from './category-label'

describe('category labels', () => {
  it('names every category of the catalogue in words of its own', () => {
    for (const category of productCategoryValues) {
      expect(categoryLabel(category), category).not.toBe('')
    }
    expect(new Set(productCategoryValues.map(categoryLabel)).size).toBe(
      productCategoryValues.length,
    )
  })

  it('shows a category it does not know as it is stored, rather than nothing', () => {
    expect(categoryLabel('Board Games')).toBe('Board Games')
  })
})
