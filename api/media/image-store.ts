import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { AwsClient } from 'aws4fetch'
import { cachePolicies } from '../lib/cache-control'
import { storedImageContentType } from './image-names'

/** Where processed images go; `publicBase` is the URL the stored names are served under. */
export interface ImageStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>
  publicBase: string
}

/** Stored names come from imageFileName; anything else would be a path we never meant. */
function assertStoredName(name: string) {
  if (!storedImageContentType(name)) throw new Error(`Not a stored image name: ${name}`)
}

/**
 * Images in a folder on this machine, served by the API under /uploads. A file appears whole or
 * not at all (written aside, then renamed), so a reader never gets half an image.
 */
export function localImageStore(dir: string): ImageStore {
  return {
    publicBase: '/uploads',
    async put(name, bytes) {
      assertStoredName(name)
      await mkdir(dir, { recursive: true })
      const temporary = join(dir, `.${name}.${randomUUID()}.tmp`)
      try {
        await writeFile(temporary, bytes)
        await rename(temporary, join(dir, name))
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
  }
}

export interface StoredImage {
  bytes: Buffer
  contentType: string
  size: number
}

/**
 * A stored image for serving, or undefined when there is none. Only names shaped exactly like
 * imageFileName's are looked up, so a request can never reach outside `dir`.
 */
export async function openLocalImage(dir: string, name: string): Promise<StoredImage | undefined> {
  const contentType = storedImageContentType(name)
  if (!contentType) return undefined
  try {
    const bytes = await readFile(join(dir, name))
    return { bytes, contentType, size: bytes.byteLength }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export interface S3Settings {
  /** The S3 API origin, e.g. https://<account>.r2.cloudflarestorage.com. */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Where the bucket's `uploads/` folder is readable, e.g. https://cdn.example.org/uploads. */
  publicUrl: string
}

/**
 * Images in an S3-compatible bucket (AWS, R2, MinIO), under `uploads/` with path-style URLs,
 * which every such service accepts. Names are content hashes, so objects are cached for good.
 */
export function s3ImageStore(settings: S3Settings): ImageStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 2,
  })
  const endpoint = settings.endpoint.replace(/\/+$/, '')
  return {
    publicBase: settings.publicUrl.replace(/\/+$/, ''),
    async put(name, bytes, contentType) {
      assertStoredName(name)
      const response = await client.fetch(`${endpoint}/${settings.bucket}/uploads/${name}`, {
        method: 'PUT',
        // A copy in a plain ArrayBuffer, the body type fetch declares.
        body: new Uint8Array(bytes),
        headers: {
          'Content-Type': contentType,
          'Cache-Control': cachePolicies.immutable,
          // The signed hash of the body, so the bucket refuses bytes altered on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      })
      const answer = await response.text()
      if (!response.ok) {
        // S3 explains a refusal in an XML <Code> (AccessDenied, SignatureDoesNotMatch …).
        const code = /<Code>([^<]*)<\/Code>/.exec(answer)?.[1]
        throw new Error(
          `Storing ${name} failed: S3 answered ${response.status}${code ? ` ${code}` : ''}`,
        )
      }
    },
  }
}

const s3Variables = {
  endpoint: 'S3_ENDPOINT',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
  publicUrl: 'S3_PUBLIC_URL',
} as const

/** The S3 bucket when S3_BUCKET is set (then the other S3_* are required), else DATA_DIR/uploads. */
type S3Variable = (typeof s3Variables)[keyof typeof s3Variables] | 'S3_BUCKET' | 'S3_REGION'

export function imageStoreFromEnv(
  env: { [name in S3Variable]?: string | undefined },
  dataDir: string,
): ImageStore {
  const bucket = env.S3_BUCKET
  if (!bucket) return localImageStore(join(dataDir, 'uploads'))
  const required = {} as Record<keyof typeof s3Variables, string>
  for (const [setting, variable] of Object.entries(s3Variables)) {
    const value = env[variable]
    if (!value) throw new Error(`S3_BUCKET is set, so ${variable} is required`)
    required[setting as keyof typeof s3Variables] = value
  }
  return s3ImageStore({ ...required, bucket, region: env.S3_REGION || 'auto' })
}
