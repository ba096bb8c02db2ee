import { describe, expect, it } from 'vitest'
import { indexStylesheet } from '../../scripts/index-stylesheet'
import { createCriticalCss } from './critical-css'

const critical = (css: string, html: string) =>
  createCriticalCss(indexStylesheet('/assets/site.css', css))(html)

describe('a page’s share of the stylesheet', () => {
  it('keeps the rules whose classes the page uses, in their layers and media queries', () => {
    const css =
      '@layer reset{*{margin:0}}' +
      '@layer utilities{.d_flex{display:flex}.d_grid{display:grid}' +
      '@media screen and (min-width:40rem){.md\\:d_none{display:none}.md\\:p_4{padding:1rem}}}'
    expect(critical(css, '<div class="d_flex md:d_none">x</div>')).toBe(
      '@layer reset{*{margin:0}}' +
        '@layer utilities{.d_flex{display:flex}' +
        '@media screen and (min-width:40rem){.md\\:d_none{display:none}}}',
    )
  })

  it('needs every class of a compound or descendant selector, any selector of a list', () => {
    const css =
      '.group:hover .groupHover\\:c_red{color:red}' + '.a.b{color:blue}' + '.x,.y{color:green}'
    expect(critical(css, '<p class="groupHover:c_red b y"></p>')).toBe('.x,.y{color:green}')
    expect(critical(css, '<p class="group"><span class="groupHover:c_red"></span></p>')).toBe(
      '.group:hover .groupHover\\:c_red{color:red}',
    )
  })

  it('reads class names as written before HTML escaping', () => {
    const css = '.\\[\\&_svg\\]\\:w_4 svg{width:1rem}'
    expect(critical(css, '<span class="[&amp;_svg]:w_4"></span>')).toBe(css)
  })

  it('treats classes inside :is() and :where() as alternatives, not requirements', () => {
    const css = '.btn:is(.dark *){color:white}:where(.dark) .card{color:gray}'
    expect(critical(css, '<a class="btn"></a><div class="card"></div>')).toBe(css)
  })

  it('keeps the custom properties the kept rules use, through other properties too', () => {
    const css =
      ':where(:root){--colors-red:red;--colors-primary:var(--colors-red);--colors-blue:blue;' +
      '--spacing-4:1rem}' +
      '.c_primary{color:var(--colors-primary)}.p_4{padding:var(--spacing-4)}'
    expect(critical(css, '<p class="c_primary">x</p>')).toBe(
      ':where(:root){--colors-red:red;--colors-primary:var(--colors-red)}' +
        '.c_primary{color:var(--colors-primary)}',
    )
    expect(critical(css, '<p>x</p>')).toBe('')
  })

  it('reads escaped custom property names whole', () => {
    const css =
      ':root{--spacing-3\\.5:.875rem;--spacing-3:.75rem}.px_3\\.5{padding:var(--spacing-3\\.5)}'
    expect(critical(css, '<a class="px_3.5"></a>')).toBe(
      ':root{--spacing-3\\.5:.875rem}.px_3\\.5{padding:var(--spacing-3\\.5)}',
    )
  })

  it('keeps a @keyframes only when a kept rule or property names it', () => {
    const css =
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade-in{0%{opacity:0}}' +
      ':root{--animations-spin:spin 1s linear infinite}' +
      '.anim_spin{animation:var(--animations-spin)}.anim_fade{animation:fade-in .2s}'
    expect(critical(css, '<i class="anim_spin"></i>')).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}' +
        ':root{--animations-spin:spin 1s linear infinite}' +
        '.anim_spin{animation:var(--animations-spin)}',
    )
  })

  it('keeps statements and rules without a class whatever the page', () => {
    const css = '@layer reset,base;@layer base{body{color:black}[hidden]{display:none}}'
    expect(critical(css, '')).toBe(css)
  })
})
