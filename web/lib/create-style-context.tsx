import { type ComponentProps, createContext, type ElementType, useContext } from 'react'
import { cx } from 'styled-system/css'

// biome-ignore lint/suspicious/noExplicitAny: Panda recipes type their variants per recipe.
type SlotRecipe = ((props?: any) => Record<string, string>) & {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  splitVariantProps: (props: any) => [Record<string, unknown>, any]
}
type Slot<R extends SlotRecipe> = keyof ReturnType<R> & string
type VariantProps<R extends SlotRecipe> = NonNullable<Parameters<R>[0]>
type WithClassName = { className?: string | undefined }

/**
 * Park UI's pattern: a slot recipe resolved once at the root (its variants become props there)
 * and shared through context, so every part gets its slot's class without prop drilling.
 */
export function createStyleContext<R extends SlotRecipe>(recipe: R) {
  const StyleContext = createContext<Record<string, string> | null>(null)

  /** For roots without a DOM element of their own (Dialog.Root, Menu.Root). */
  function withRootProvider<C extends ElementType>(Component: C) {
    const Inner = Component as ElementType
    function RootProvider(props: ComponentProps<C> & VariantProps<R>) {
      const [variantProps, rest] = recipe.splitVariantProps(props)
      return (
        <StyleContext.Provider value={recipe(variantProps)}>
          <Inner {...rest} />
        </StyleContext.Provider>
      )
    }
    return RootProvider
  }

  /** For roots that render an element: it gets the slot class and provides the rest. */
  function withProvider<C extends ElementType>(Component: C, slot: Slot<R>) {
    const Inner = Component as ElementType
    function Provider(props: ComponentProps<C> & VariantProps<R> & WithClassName) {
      const [variantProps, rest] = recipe.splitVariantProps(props)
      const styles = recipe(variantProps)
      return (
        <StyleContext.Provider value={styles}>
          <Inner {...rest} className={cx(styles[slot], props.className)} />
        </StyleContext.Provider>
      )
    }
    return Provider
  }

  function withContext<C extends ElementType>(Component: C, slot: Slot<R>) {
    const Inner = Component as ElementType
    function Styled(props: ComponentProps<C> & WithClassName) {
      const styles = useContext(StyleContext)
      return <Inner {...props} className={cx(styles?.[slot], props.className)} />
    }
    return Styled
  }

  return { withRootProvider, withProvider, withContext }
}
