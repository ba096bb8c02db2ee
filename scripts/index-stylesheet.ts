import postcss, { type AtRule, type Container, type Rule } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import type { StylesheetIndex, StylesheetRule } from '../api/site/critical-css'

/** At-rules whose rules are picked one by one; any other (`@font-face`, `@property`) is whole. */
const groupingAtRules = new Set(['layer', 'media', 'supports', 'container'])

/**
 * The built stylesheet split into its rules, each with what makes a page need it (see
 * api/site/critical-css.ts), for the server to inline a page's share of it.
 */
export function indexStylesheet(href: string, css: string): StylesheetIndex {
  const rules: StylesheetRule[] = []
  const visit = (container: Container, within: string[]) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'rule') {
        rules.push({ within, ...ruleNeeds(node) })
      } else if (node.type === 'atrule' && node.nodes && groupingAtRules.has(node.name)) {
        visit(node, [...within, atRulePrelude(node)])
      } else if (node.type === 'atrule' && node.name.endsWith('keyframes')) {
        rules.push({ within, css: node.toString(), keyframes: node.params })
      } else if (node.type === 'atrule' && !node.nodes) {
        // A statement (`@layer a, b;`, `@import`): its semicolon is its parent's to print.
        rules.push({ within, css: `${node.toString()};` })
      } else if (node.type !== 'comment') {
        rules.push({ within, css: node.toString() })
      }
    }
  }
  visit(postcss.parse(css), [])
  return { href, rules }
}

function ruleNeeds(rule: Rule): Omit<StylesheetRule, 'within'> {
  const css = rule.toString()
  const needs = selectorClasses(rule.selector)
  if (needs) return { css, needs }
  const declarations = rule.nodes.filter((node) => node.type === 'decl')
  if (declarations.length === rule.nodes.length && declarations.every((d) => d.variable)) {
    const byName = Object.fromEntries(declarations.map((d) => [d.prop, d.toString()]))
    return { css, properties: { selector: rule.selector, declarations: byName } }
  }
  return { css }
}

function atRulePrelude(node: AtRule) {
  return node.params ? `@${node.name} ${node.params}` : `@${node.name}`
}

/**
 * The classes each selector of the list requires of the element it styles and its ancestors
 * (those inside `:is()`, `:where()` and other functional pseudo-classes are alternatives, so
 * they are left out); none when one selector requires no class at all.
 */
function selectorClasses(selector: string): string[][] | undefined {
  const lists: string[][] = []
  selectorParser((root) => {
    for (const complex of root.nodes) {
      lists.push(complex.nodes.filter((node) => node.type === 'class').map((node) => node.value))
    }
  }).processSync(selector)
  return lists.some((classes) => classes.length === 0) ? undefined : lists
}
