/**
 * Standard Schema v1 (standardschema.dev), the interface valibot's schemas implement under
 * `~standard`. The spec asks to copy its types rather than depend on a package; only what the
 * site uses is here. A check that must not bring valibot to a page (the home page's forms, whose
 * first load has no room for it) implements it by hand with `standardCheck`.
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>
    readonly types?: { readonly input: Input; readonly output: Output } | undefined
  }
}

export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardIssue> }

export interface StandardIssue {
  readonly message: string
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined
}

export type StandardInput<Schema extends StandardSchemaV1> = NonNullable<
  Schema['~standard']['types']
>['input']
export type StandardOutput<Schema extends StandardSchemaV1> = NonNullable<
  Schema['~standard']['types']
>['output']

/**
 * A schema of the site's own: `check` returns the output, or the issues (each on its field's
 * path). Synchronous, as every check of the site's forms is.
 */
export function standardCheck<Input, Output>(
  check: (value: Input) => { value: Output } | { issues: StandardIssue[] },
): StandardSchemaV1<Input, Output> {
  return {
    '~standard': { version: 1, vendor: 'brightminds', validate: (value) => check(value as Input) },
  }
}
