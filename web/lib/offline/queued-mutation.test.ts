import {
  dehydrate,
  hydrate,
  MutationObserver,
  onlineManager,
  QueryClient,
} from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../api-request'
import { persistedStores } from './persistence'
import { defineQueuedMutation, type Queued, registerQueuedMutations } from './queued-mutation'
import { dropUserScopedMutations, resumeUnsentMutations } from './unsent-mutations'

afterEach(() => onlineManager.setOnline(true))

function signupDefinition() {
  const sent: { email: string; idempotencyKey: string }[] = []
  const onSent = vi.fn()
  const signup = defineQueuedMutation<{ email: string }, { ok: true }>({
    name: 'test-signup',
    send: async (input, idempotencyKey) => {
      sent.push({ ...input, idempotencyKey })
      return { ok: true }
    },
    onSent,
  })
  return { signup, sent, onSent }
}

/** What a reload keeps: the mutations store, through JSON like localStorage. */
function saveAndReload(before: QueryClient, register: (client: QueryClient) => void) {
  const saved = JSON.parse(
    JSON.stringify(dehydrate(before, persistedStores.mutations.dehydrateOptions)),
  )
  const after = new QueryClient()
  register(after)
  hydrate(after, saved)
  return after
}

describe('queued mutations', () => {
  it('waits while offline, survives a reload and is sent once back online', async () => {
    const { signup, sent, onSent } = signupDefinition()
    onlineManager.setOnline(false)
    const before = new QueryClient()
    registerQueuedMutations(before, [signup])
    const variables: Queued<{ email: string }> = {
      input: { email: 'maya@example.org' },
      idempotencyKey: 'key-1',
    }
    void new MutationObserver(before, signup.options).mutate(variables).catch(() => undefined)
    await vi.waitFor(() => expect(before.getMutationCache().getAll()[0]?.state.isPaused).toBe(true))
    expect(sent).toEqual([])

    // The page is reloaded, still offline: the old client is gone, a new one restores the queue.
    const after = saveAndReload(before, (client) => registerQueuedMutations(client, [signup]))
    after.mount()
    void resumeUnsentMutations(after)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toEqual([])

    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1))
    expect(sent).toEqual([{ email: 'maya@example.org', idempotencyKey: 'key-1' }])
    expect(onSent).toHaveBeenCalledWith({ ok: true }, { email: 'maya@example.org' })
    after.unmount()
  })

  it('keeps unsent mutations only, and only queued ones', async () => {
    const { signup } = signupDefinition()
    const client = new QueryClient()
    registerQueuedMutations(client, [signup])
    await new MutationObserver(client, signup.options).mutate({
      input: { email: 'sent@example.org' },
      idempotencyKey: 'key-2',
    })
    onlineManager.setOnline(false)
    void new MutationObserver(client, signup.options)
      .mutate({ input: { email: 'waiting@example.org' }, idempotencyKey: 'key-3' })
      .catch(() => undefined)
    void new MutationObserver(client, { mutationFn: async () => 'x', networkMode: 'online' })
      .mutate(undefined)
      .catch(() => undefined)
    await vi.waitFor(() =>
      expect(
        client
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused),
      ).toHaveLength(2),
    )

    const saved = dehydrate(client, persistedStores.mutations.dehydrateOptions)
    expect(saved.mutations.map((m) => m.state.variables)).toEqual([
      { input: { email: 'waiting@example.org' }, idempotencyKey: 'key-3' },
    ])
  })

  it('drops unsent ones made for the signed-in user when the user changes, keeps the others', async () => {
    const send = async () => 'ok'
    const like = defineQueuedMutation<{ postId: number }>({ name: 'like', send, userScoped: true })
    const { signup } = signupDefinition()
    const client = new QueryClient()
    onlineManager.setOnline(false)
    void new MutationObserver(client, like.options)
      .mutate({ input: { postId: 3 }, idempotencyKey: 'key-4' })
      .catch(() => undefined)
    void new MutationObserver(client, signup.options)
      .mutate({ input: { email: 'maya@example.org' }, idempotencyKey: 'key-5' })
      .catch(() => undefined)
    await vi.waitFor(() => expect(client.getMutationCache().getAll()).toHaveLength(2))

    dropUserScopedMutations(client)
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.options.mutationKey),
    ).toEqual([['queued', 'test-signup']])
  })

  it('retries a request that got no answer, never an HTTP error', () => {
    const { signup } = signupDefinition()
    const retry = signup.options.retry as (count: number, error: Error) => boolean
    expect(retry(0, new NetworkError())).toBe(true)
    expect(retry(5, new NetworkError())).toBe(false)
    expect(retry(0, new ApiError(400, { error: 'Please enter a valid email address' }))).toBe(false)
    expect(signup.options.networkMode).toBe('online')
  })
})

describe('a member-scoped queued mutation', () => {
  it('names the member who made it, so the server refuses it under anyone else', async () => {
    const headers: Record<string, string>[] = []
    const like = defineQueuedMutation<{ postId: number }>({
      name: 'scoped-like',
      userScoped: true,
      send: async (_input, _key, request) => {
        headers.push(request.headers)
        return null
      },
    })
    const client = new QueryClient()
    const made: Queued<{ postId: number }> = {
      input: { postId: 1 },
      idempotencyKey: 'k-1',
      userId: 7,
    }
    await new MutationObserver(client, like.options).mutate(made)
    const anonymous: Queued<{ postId: number }> = { input: { postId: 1 }, idempotencyKey: 'k-2' }
    await new MutationObserver(client, like.options).mutate(anonymous)
    expect(headers).toEqual([{ 'X-Expected-User': '7' }, {}])
  })
})
