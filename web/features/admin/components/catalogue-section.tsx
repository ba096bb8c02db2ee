import { Link } from '@tanstack/react-router'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { formatDollars } from '#core/money'
import {
  catalogueMessages,
  ProductCreateSchema,
  ProductEditSchema,
  type ProductUpdate,
  productCategoryValues,
} from '#core/schemas/admin-product'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { stackGap2, wrapRow } from '~/components/ui/stack'
import { SelectField, TextareaField, TextField } from '~/components/ui/text-field'
import { mutedSmallText, strongText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import {
  type StaffProduct,
  useCatalogue,
  useCreateProduct,
  useUpdateProduct,
  useUploadImage,
} from '../api/catalogue'
import { DashboardSection } from './dashboard-section'
import { factsDraft, factsErrors, factsFromDraft, ProductFactsFields } from './product-facts-fields'
import {
  ProductSpanishFields,
  productSpanishErrors,
  spanishDraft,
  spanishFromDraft,
} from './product-spanish-fields'
import { RowSkeleton } from './row-skeleton'

const rowStyle = css({ p: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' })
const gridStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
})
const checkboxStyle = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })

/** A photo to upload: the API checks it is a JPEG, PNG or WebP by its content (decision 033). */
function PhotoField({
  label = 'Photo',
  onChange,
}: {
  label?: string
  onChange: (file?: File) => void
}) {
  return (
    <label
      className={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: '1.5',
        fontWeight: '600',
        fontSize: 'sm',
      })}
    >
      {label}
      {/* The browser's file picker is as wide as its words unless held to the column. */}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => onChange(e.target.files?.[0])}
        className={css({ fontWeight: '400', maxW: 'full', minW: '0' })}
      />
      <span className={css({ fontWeight: '400', color: 'fg.muted' })}>
        JPEG, PNG or WebP, up to 10 MB, at least 200 pixels wide
      </span>
    </label>
  )
}

/** Add a product: live in the store once saved (decision 031). */
function NewProductForm() {
  const create = useCreateProduct()
  const upload = useUploadImage()
  const [photo, setPhoto] = useState<File | undefined>()
  // The product as the API takes it, checked before anything is uploaded or sent.
  const form = useSchemaForm(ProductCreateSchema, emptyProduct, (values) => ({
    ...values,
    price: Number(values.price),
    stock: Number(values.stock),
    facts: factsFromDraft(values.facts),
    // A physical product is always shipped and has no call (the API holds it to that too).
    ships: values.kind === 'physical' || values.ships,
    kickoffCall: values.kind === 'service' && values.kickoffCall,
  }))
  const { values, register, errors } = form

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const product = form.validate()
    if (!product) return
    const image = photo ? await upload.mutateAsync(photo).catch(() => undefined) : undefined
    if (photo && !image) return
    create.mutate(
      { ...product, ...(image ? { imageId: image.id } : {}) },
      {
        onSuccess: () => {
          // The category, stock, kind, ages and flags stay for the next product of the batch.
          form.reset({ ...values, name: '', description: '', price: '' })
          setPhoto(undefined)
          formElement.reset()
        },
      },
    )
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label="Add a product"
      className={cx(gridStyle, css({ mb: '6' }))}
    >
      <TextField label="Name" error={errors.name} {...register('name')} />
      <TextField
        label="Price (dollars)"
        inputMode="decimal"
        error={errors.price}
        {...register('price')}
      />
      <SelectField label="Category" error={errors.category} {...register('category')}>
        {productCategoryValues.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </SelectField>
      <TextField label="Stock" inputMode="numeric" error={errors.stock} {...register('stock')} />
      <KindFields form={form} />
      <label className={checkboxStyle}>
        <input
          type="checkbox"
          checked={values.featured}
          onChange={(e) => form.set('featured', e.target.checked)}
        />
        Featured on the home page
      </label>
      <div className={css({ gridColumn: { md: 'span 2' } })}>
        <TextareaField
          label="Description"
          rows={3}
          error={errors.description}
          {...register('description')}
        />
      </div>
      <ProductFactsFields
        draft={values.facts}
        onChange={(facts) => form.set('facts', facts)}
        errors={factsErrors(errors)}
        agesRequired={values.kind === 'physical'}
      />
      <PhotoField onChange={setPhoto} />
      <div>
        <Button type="submit" disabled={create.isPending || upload.isPending}>
          Add product
        </Button>
      </div>
    </form>
  )
}

const emptyProduct = {
  name: '',
  description: '',
  price: '',
  category: productCategoryValues[0] as string,
  stock: '0',
  kind: 'physical',
  featured: false,
  ships: false,
  kickoffCall: false,
  facts: factsDraft(null),
}

/** The part of the add form and of the editor that `KindFields` reads and changes. */
interface KindForm {
  values: { kind: string; ships: boolean; kickoffCall: boolean }
  set: (name: 'ships' | 'kickoffCall', value: boolean) => void
  register: (name: 'kind') => {
    name: string
    value: string
    onChange: (event: ChangeEvent<HTMLSelectElement>) => void
  }
}

/**
 * What kind of product it is, and for a service whether something is posted (a printed book)
 * and whether it includes a storytelling call; a physical product is always shipped.
 */
function KindFields({ form }: { form: KindForm }) {
  const { values, set } = form
  return (
    <>
      <SelectField label="Kind" {...form.register('kind')}>
        <option value="physical">Physical (shipped)</option>
        <option value="service">Service or digital</option>
      </SelectField>
      {values.kind === 'service' ? (
        <div className={css({ display: 'grid', gap: '2', alignContent: 'center' })}>
          <label className={checkboxStyle}>
            <input
              type="checkbox"
              checked={values.ships}
              onChange={(e) => set('ships', e.target.checked)}
            />
            Something is posted (checkout asks for an address)
          </label>
          <label className={checkboxStyle}>
            <input
              type="checkbox"
              checked={values.kickoffCall}
              onChange={(e) => set('kickoffCall', e.target.checked)}
            />
            Includes a storytelling call (booked at checkout)
          </label>
        </div>
      ) : null}
    </>
  )
}

/** A product's fields as its editor holds them: numbers as typed, the facts as a draft. */
function editorValues(product: StaffProduct) {
  return {
    name: product.name,
    description: product.description,
    category: product.category as string,
    kind: product.kind as string,
    ships: product.ships,
    kickoffCall: product.kickoffCall,
    price: String(product.price),
    stock: String(product.stock),
    reason: '',
    facts: factsDraft(product.facts),
    es: spanishDraft(product.es),
  }
}

/**
 * Only what changed is sent (and checked): the audit log then says what staff actually changed.
 */
function changesOf(product: StaffProduct, values: ReturnType<typeof editorValues>) {
  const saved = editorValues(product)
  const text = (['name', 'description', 'category', 'kind'] as const).filter(
    (field) => values[field] !== saved[field],
  )
  // Becoming physical makes it shipped, without a call.
  const physical = values.kind === 'physical'
  const ships = physical || values.ships
  const kickoffCall = !physical && values.kickoffCall
  const diff = {
    ...Object.fromEntries(text.map((field) => [field, values[field]])),
    ...(ships !== product.ships ? { ships } : {}),
    ...(kickoffCall !== product.kickoffCall ? { kickoffCall } : {}),
    ...(Number(values.price) !== product.price ? { price: Number(values.price) } : {}),
    ...(Number(values.stock) !== product.stock
      ? {
          stock: Number(values.stock),
          ...(values.reason.trim() ? { stockReason: values.reason } : {}),
        }
      : {}),
  } as Partial<ProductUpdate>
  // Compared as drafts: the database keeps the facts' keys in an order of its own.
  if (JSON.stringify(values.facts) !== JSON.stringify(saved.facts)) {
    diff.facts = factsFromDraft(values.facts)
  }
  if (JSON.stringify(values.es) !== JSON.stringify(saved.es)) diff.es = spanishFromDraft(values.es)
  return diff
}

const shapeFields: Record<string, 'facts' | 'ships' | 'kickoffCall'> = {
  [catalogueMessages.ageRequired]: 'facts',
  [catalogueMessages.physicalShips]: 'ships',
  [catalogueMessages.callForServices]: 'kickoffCall',
}

/** Price, stock (with why), featured, archive: one product's everyday changes. */
function ProductEditor({ product }: { product: StaffProduct }) {
  const update = useUpdateProduct()
  const upload = useUploadImage()
  const form = useSchemaForm(ProductEditSchema, editorValues(product), (values) =>
    changesOf(product, values),
  )
  const { values, register, errors } = form

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Sent as changed: the schema checks the typed fields, and its output keeps only those.
    const changed = changesOf(product, values)
    if (Object.keys(changed).length === 0 || !form.validate()) return
    update.mutate(
      { id: product.id, update: changed },
      {
        // The rule between kind, shipping, call and ages is the API's: its refusal goes on the
        // field to fix.
        onError: (error) => {
          const message = errorMessage(error)
          const field = shapeFields[message]
          if (field) form.setError(field, message)
        },
      },
    )
  }

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={`Edit ${product.name}`}
      className={cx(gridStyle, css({ pt: '3' }))}
    >
      <TextField label="Name" error={errors.name} {...register('name')} />
      <SelectField label="Category" {...register('category')}>
        {productCategoryValues.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </SelectField>
      <KindFields form={form} />
      <div className={css({ gridColumn: { md: 'span 2' } })}>
        <TextareaField
          label="Description"
          rows={3}
          error={errors.description}
          {...register('description')}
        />
      </div>
      <TextField
        label="Price (dollars)"
        inputMode="decimal"
        error={errors.price}
        {...register('price')}
      />
      <TextField label="Stock" inputMode="numeric" error={errors.stock} {...register('stock')} />
      <TextField label="Why the stock changed" error={errors.stockReason} {...register('reason')} />
      <ProductFactsFields
        draft={values.facts}
        onChange={(facts) => form.set('facts', facts)}
        errors={factsErrors(errors)}
        agesRequired={values.kind === 'physical'}
      />
      <ProductSpanishFields
        draft={values.es}
        onChange={(es) => form.set('es', es)}
        errors={productSpanishErrors(errors)}
        hasFacts={factsFromDraft(values.facts) !== null}
      />
      <PhotoField
        label="Replace the photo"
        onChange={(file) =>
          file &&
          upload.mutate(file, {
            onSuccess: (image) => update.mutate({ id: product.id, update: { imageId: image.id } }),
          })
        }
      />
      <div className={css({ display: 'flex', gap: '2', alignItems: 'end', flexWrap: 'wrap' })}>
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => update.mutate({ id: product.id, update: { featured: !product.featured } })}
        >
          {product.featured ? 'Unfeature' : 'Feature'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          tone={product.archivedAt ? undefined : 'danger'}
          onClick={() =>
            update.mutate({ id: product.id, update: { archived: !product.archivedAt } })
          }
        >
          {product.archivedAt ? 'Put back on sale' : 'Archive'}
        </Button>
      </div>
    </form>
  )
}

/**
 * One product by its number (decision 074): its editor on a page of its own, the link staff
 * share. The catalogue is one short list, already at hand, so the product is read from it.
 */
export function ProductRecord({ id }: { id: number }) {
  const catalogue = useCatalogue()
  const product = catalogue.data?.find((candidate) => candidate.id === id)
  return (
    <DashboardSection titleId="product-title" title={product?.name ?? `Product #${id}`}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <Link to="/admin/catalogue" className={css({ fontWeight: '600', color: 'primary.fg' })}>
          ← All products
        </Link>
        {catalogue.isPending ? (
          <RowSkeleton />
        ) : catalogue.isError ? (
          <LoadError
            what="the catalog"
            error={catalogue.error}
            onRetry={() => void catalogue.refetch()}
          />
        ) : product ? (
          <>
            <p className={mutedSmallText}>
              {formatDollars(product.price)} · {product.stock} in stock · {product.category} ·{' '}
              {product.kind}
              {product.archivedAt ? ' · archived' : ''}
            </p>
            <ProductEditor product={product} />
          </>
        ) : (
          <p role="alert">Product not found</p>
        )}
      </div>
    </DashboardSection>
  )
}

/** /admin/catalogue: add products, change prices and stock, archive. */
export function CatalogueSection() {
  const catalogue = useCatalogue()
  const [openId, setOpenId] = useState<number | undefined>()
  return (
    <DashboardSection titleId="catalogue-title" title="Catalog">
      <NewProductForm />
      {catalogue.isPending ? (
        <RowSkeleton />
      ) : catalogue.isError ? (
        <LoadError
          what="the catalog"
          error={catalogue.error}
          onRetry={() => void catalogue.refetch()}
        />
      ) : (
        <ul aria-label="Products" className={stackGap2}>
          {catalogue.data.map((product) => (
            <li key={product.id} aria-label={product.name} className={rowStyle}>
              <div className={wrapRow}>
                <Link
                  to="/admin/catalogue/$id"
                  params={{ id: String(product.id) }}
                  className={strongText}
                >
                  {product.name}
                </Link>
                <span>{formatDollars(product.price)}</span>
                <span className={mutedSmallText}>
                  {product.stock} in stock · {product.category} · {product.kind}
                </span>
                {product.featured && <Badge size="sm">Featured</Badge>}
                {product.archivedAt && (
                  <Badge size="sm" tone="neutral">
                    Archived
                  </Badge>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  className={css({ ms: 'auto' })}
                  aria-expanded={openId === product.id}
                  onClick={() => setOpenId((id) => (id === product.id ? undefined : product.id))}
                >
                  {openId === product.id ? 'Close' : 'Edit'}
                </Button>
              </div>
              {openId === product.id && <ProductEditor product={product} />}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}
