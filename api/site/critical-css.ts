/**
 * The CSS a server-rendered page needs for its first paint (decision 043): the built stylesheet
 * split into rules at build time (scripts/index-stylesheet.ts), each with the classes that make
 * it apply, so the server inlines just the rules whose classes the page's HTML uses (with the
 * custom properties and keyframes those rules name), and the whole stylesheet follows without
 * blocking the paint.
 */

/** One rule of the built stylesheet, in its order. */
export interface StylesheetRule {
  /** The at-rules it sits in, outermost first (`@layer utilities`, `@media (…)`). */
  within: string[]
  /** The rule as the stylesheet has it. */
  css: string
  /**
   * For each selector of its list, the classes an element must carry for it to match; the rule
   * is needed when the page has every class of one of them. Absent: needed whatever the page
   * (the reset, a selector without a class).
   */
  needs?: string[][]
  /**
   * A rule of custom properties only (the design tokens): its selector and each property's
   * declaration by name; only the properties the page's rules use are inlined.
   */
  properties?: { selector: string; declarations: Record<string, string> }
  /** A `@keyframes` rule's name: inlined when the page's rules or properties name it. */
  keyframes?: string
}

/** The built stylesheet, split (dist/server/stylesheet.json). */
export interface StylesheetIndex {
  /** Its URL, as the built index.html links it. */
  href: string
  rules: StylesheetRule[]
}

/**
 * A function answering the stylesheet's rules that a page's `html` can use, in the stylesheet's
 * order and layers.
 */
export function createCriticalCss(index: StylesheetIndex): (html: string) => string {
  // Each custom property's declarations, wherever the stylesheet declares it.
  const declared = new Map<string, string[]>()
  for (const rule of index.rules) {
    for (const [name, declaration] of Object.entries(rule.properties?.declarations ?? {})) {
      declared.set(name, [...(declared.get(name) ?? []), declaration])
    }
  }
  const keyframesNamed = new Map(
    index.rules
      .filter((rule) => rule.keyframes)
      .map((rule) => [rule, new RegExp(`(^|[^\\w-])${rule.keyframes}([^\\w-]|$)`)]),
  )
  /** The properties `css` uses, directly or through another's value, with their declarations. */
  const usedProperties = (css: string) => {
    const used = new Map<string, string>()
    const pending = [...css.matchAll(propertyReference)].map((match) => match[1]!)
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (used.has(name)) continue
      const declarations = (declared.get(name) ?? []).join(';')
      used.set(name, declarations)
      for (const match of declarations.matchAll(propertyReference)) pending.push(match[1]!)
    }
    return used
  }

  return (html) => {
    const present = pageClasses(html)
    const picked = new Set(
      index.rules.filter(
        (rule) =>
          !rule.properties &&
          !rule.keyframes &&
          (!rule.needs || rule.needs.some((classes) => classes.every((c) => present.has(c)))),
      ),
    )
    const pickedCss = [...picked].map((rule) => rule.css).join('')
    const properties = usedProperties(pickedCss)
    const named = pickedCss + [...properties.values()].join('')
    const output: { within: string[]; css: string }[] = []
    for (const rule of index.rules) {
      if (rule.properties) {
        const { selector, declarations } = rule.properties
        const used = Object.keys(declarations).filter((name) => properties.has(name))
        if (used.length) {
          const css = `${selector}{${used.map((name) => declarations[name]).join(';')}}`
          output.push({ within: rule.within, css })
        }
      } else if (rule.keyframes) {
        if (keyframesNamed.get(rule)!.test(named)) output.push(rule)
      } else if (picked.has(rule)) {
        output.push(rule)
      }
    }
    return nest(output)
  }
}

const propertyReference = /var\(\s*(--(?:[\w-]|\\.)+)/g

/** The rules inside their at-rules, each at-rule opened once for a run of rules within it. */
function nest(rules: { within: string[]; css: string }[]) {
  let css = ''
  let open: string[] = []
  for (const rule of rules) {
    let shared = 0
    while (shared < open.length && open[shared] === rule.within[shared]) shared++
    css += '}'.repeat(open.length - shared)
    for (const atRule of rule.within.slice(shared)) css += `${atRule}{`
    open = rule.within
    css += rule.css
  }
  return css + '}'.repeat(open.length)
}

const classAttribute = /\sclass="([^"]*)"/g
const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/** Every class named in the markup's class attributes, as written before HTML escaping. */
function pageClasses(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value = ''] of html.matchAll(classAttribute)) {
    const unescaped = value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity]!)
    for (const name of unescaped.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}
