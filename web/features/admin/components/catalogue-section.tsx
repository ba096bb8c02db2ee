import { type FormEvent, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { formatDollars } from '#core/money'
import {
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
import { useSchemaCheck } from '~/lib/use-schema-form'
import {
  type StaffProduct,
  useCatalogue,
  useCreateProduct,
  useUpdateProduct,
  useUploadImage,
} from '../api/catalogue'
import { DashboardSection } from './dashboard-section'
import { factsDraft, factsFromDraft, ProductFactsFields } from './product-facts-fields'
import { RowSkeleton } from './row-skeleton'

const rowStyle = css({ p: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' })
const gridStyle = css({ display: 'grid', gap: '3', gridTemplateColumns: { md: '1fr 1fr' } })
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
    <label className={css({ display: 'grid', gap: '1.5', fontWeight: '600', fontSize: 'sm' })}>
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => onChange(e.target.files?.[0])}
        className={css({ fontWeight: '400' })}
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
  const [form, setForm] = useState({
    name: '',
    description: '',
    price: '',
    category: productCategoryValues[0] as string,
    stock: '0',
    kind: 'physical',
    featured: false,
  })
  const { errors, validate, recheck, reset, formRef } = useSchemaCheck(ProductCreateSchema)
  /** The product as the API takes it, to check before anything is uploaded or sent. */
  const productOf = (values: typeof form) => ({
    ...values,
    price: Number(values.price),
    stock: Number(values.stock),
  })
  const set = (field: keyof typeof form) => (value: string | boolean) => {
    const next = { ...form, [field]: value }
    setForm(next)
    recheck(productOf(next))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const product = validate(productOf(form))
    if (!product) return
    const image = photo ? await upload.mutateAsync(photo).catch(() => undefined) : undefined
    if (photo && !image) return
    create.mutate(
      { ...product, ...(image ? { imageId: image.id } : {}) },
      {
        onSuccess: () => {
          setForm((f) => ({ ...f, name: '', description: '', price: '' }))
          setPhoto(undefined)
          reset()
          formElement.reset()
        },
      },
    )
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Add a product"
      className={cx(gridStyle, css({ mb: '6' }))}
    >
      <TextField
        label="Name"
        value={form.name}
        error={errors.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <TextField
        label="Price (dollars)"
        inputMode="decimal"
        value={form.price}
        error={errors.price}
        onChange={(e) => set('price')(e.target.value)}
      />
      <SelectField
        label="Category"
        value={form.category}
        error={errors.category}
        onChange={(e) => set('category')(e.target.value)}
      >
        {productCategoryValues.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </SelectField>
      <TextField
        label="Stock"
        inputMode="numeric"
        value={form.stock}
        error={errors.stock}
        onChange={(e) => set('stock')(e.target.value)}
      />
      <SelectField label="Kind" value={form.kind} onChange={(e) => set('kind')(e.target.value)}>
        <option value="physical">Physical (shipped)</option>
        <option value="service">Service or digital (not shipped)</option>
      </SelectField>
      <label className={checkboxStyle}>
        <input
          type="checkbox"
          checked={form.featured}
          onChange={(e) => set('featured')(e.target.checked)}
        />
        Featured on the home page
      </label>
      <div className={css({ gridColumn: { md: 'span 2' } })}>
        <TextareaField
          label="Description"
          rows={3}
          value={form.description}
          error={errors.description}
          onChange={(e) => set('description')(e.target.value)}
        />
      </div>
      <PhotoField onChange={setPhoto} />
      <div>
        <Button type="submit" disabled={create.isPending || upload.isPending}>
          Add product
        </Button>
      </div>
    </form>
  )
}

/** Price, stock (with why), featured, archive: one product's everyday changes. */
function ProductEditor({ product }: { product: StaffProduct }) {
  const update = useUpdateProduct()
  const upload = useUploadImage()
  const [price, setPrice] = useState(String(product.price))
  const [stock, setStock] = useState(String(product.stock))
  const [reason, setReason] = useState('')
  const [text, setText] = useState({
    name: product.name,
    description: product.description,
    category: product.category,
    kind: product.kind,
  })
  const setField = (field: keyof typeof text) => (value: string) =>
    setText((t) => ({ ...t, [field]: value }))
  const [facts, setFacts] = useState(() => factsDraft(product.facts))
  // Checked on Save (the messages then stay until the next Save).
  const { errors, validate, formRef } = useSchemaCheck(ProductEditSchema)

  /** Only what changed is sent: the audit log then says what staff actually changed. */
  function changes() {
    const edited = Object.fromEntries(
      Object.entries(text).filter(
        ([field, value]) => value !== product[field as keyof typeof text],
      ),
    ) as Partial<ProductUpdate>
    const diff: Partial<ProductUpdate> = {
      ...edited,
      ...(Number(price) !== product.price ? { price: Number(price) } : {}),
      ...(Number(stock) !== product.stock
        ? { stock: Number(stock), ...(reason.trim() ? { stockReason: reason } : {}) }
        : {}),
    }
    // Compared as drafts: the database keeps the facts' keys in an order of its own.
    if (JSON.stringify(facts) !== JSON.stringify(factsDraft(product.facts))) {
      diff.facts = factsFromDraft(facts)
    }
    return diff
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const changed = changes()
    if (Object.keys(changed).length === 0 || !validate(changed)) return
    update.mutate({ id: product.id, update: changed })
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={`Edit ${product.name}`}
      className={cx(gridStyle, css({ pt: '3' }))}
    >
      <TextField
        label="Name"
        value={text.name}
        error={errors.name}
        onChange={(e) => setField('name')(e.target.value)}
      />
      <SelectField
        label="Category"
        value={text.category}
        onChange={(e) => setField('category')(e.target.value)}
      >
        {productCategoryValues.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </SelectField>
      <SelectField
        label="Kind"
        value={text.kind}
        onChange={(e) => setField('kind')(e.target.value)}
      >
        <option value="physical">Physical (shipped)</option>
        <option value="service">Service or digital (not shipped)</option>
      </SelectField>
      <div className={css({ gridColumn: { md: 'span 2' } })}>
        <TextareaField
          label="Description"
          rows={3}
          value={text.description}
          error={errors.description}
          onChange={(e) => setField('description')(e.target.value)}
        />
      </div>
      <TextField
        label="Price (dollars)"
        inputMode="decimal"
        value={price}
        error={errors.price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <TextField
        label="Stock"
        inputMode="numeric"
        value={stock}
        error={errors.stock}
        onChange={(e) => setStock(e.target.value)}
      />
      <TextField
        label="Why the stock changed"
        value={reason}
        error={errors.stockReason}
        onChange={(e) => setReason(e.target.value)}
      />
      <ProductFactsFields draft={facts} onChange={setFacts} />
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

/** /admin → Catalogue: add products, change prices and stock, archive. */
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
                <span className={strongText}>{product.name}</span>
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
