import { beforeEach, describe, expect, inject, it } from 'vitest'
import { aiRequests, failAi, freshAi } from '../helpers/ai-emulator'

const base = () => inject('aiEmulatorUrl')
const KEY = { authorization: 'Bearer local-ai-key', 'content-type': 'application/json' }

function responsesBody(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    model: 'grok-4.3',
    input: [{ role: 'user', content: 'Task: topic\nCount: 2\nTopic: "coffee"' }],
    text: {
      format: {
        type: 'json_schema',
        name: 'topic_posts',
        strict: true,
        schema: {
          type: 'object',
          properties: {
            posts: {
              type: 'array',
              items: {
                type: 'object',
                properties: { text: { type: 'string' }, likes: { type: 'integer' } },
                required: ['text', 'likes'],
                additionalProperties: false,
              },
            },
          },
          required: ['posts'],
          additionalProperties: false,
        },
      },
    },
    ...overrides,
  })
}

async function post(path: string, body: string, headers: Record<string, string> = KEY) {
  const response = await fetch(`${base()}${path}`, { method: 'POST', headers, body })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeEach(freshAi)

describe('the AI emulator', () => {
  it('answers with exactly the properties the schema asks for, Count posts about the Topic', async () => {
    const { status, body } = await post('/v1/responses', responsesBody())
    expect(status).toBe(200)
    expect(body).toMatchObject({ object: 'response', model: 'grok-4.3', status: 'completed' })
    const output = body.output as Array<{ type: string; content?: Array<{ text: string }> }>
    const text = output.find((item) => item.type === 'message')?.content?.[0]?.text ?? ''
    const answer = JSON.parse(text) as { posts: Array<Record<string, unknown>> }
    expect(answer.posts).toHaveLength(2)
    for (const item of answer.posts) {
      expect(Object.keys(item).sort()).toEqual(['likes', 'text'])
      expect(String(item.text).toLowerCase()).toContain('coffee')
    }
  })

  it('refuses requests without the right key, a schema or a model, and unknown routes', async () => {
    // As xAI: no key is 401, a key it does not know 400 "Incorrect API key provided".
    expect((await post('/v1/responses', responsesBody(), {})).status).toBe(401)
    const wrongKey = await post('/v1/responses', responsesBody(), { authorization: 'Bearer nope' })
    expect(wrongKey.status).toBe(400)
    expect(JSON.stringify(wrongKey.body)).toContain('Incorrect API key provided')
    expect((await post('/v1/responses', responsesBody({ text: {} }))).status).toBe(400)
    expect((await post('/v1/responses', responsesBody({ model: '' }))).status).toBe(400)
    expect((await post('/v1/responses', 'not json')).status).toBe(400)
    expect((await post('/v1/chat/completions', responsesBody())).status).toBe(404)
    expect((await fetch(`${base()}/v1/responses`)).status).toBe(405)
    const unfillable = responsesBody({
      text: {
        format: {
          type: 'json_schema',
          name: 'x',
          schema: {
            type: 'object',
            properties: {
              posts: {
                type: 'array',
                items: { type: 'object', properties: {}, required: ['mood'] },
              },
            },
          },
        },
      },
    })
    const refused = await post('/v1/responses', unfillable)
    expect(refused.status).toBe(500)
    expect(refused.body.error).toContain('mood')
  })

  it('logs requests with how they authenticated, never the key', async () => {
    await post('/v1/responses', responsesBody())
    await post('/v1/responses', responsesBody(), { authorization: 'Bearer sk-secret' })
    const log = await aiRequests()
    expect(log.map((entry) => [entry.auth, entry.status])).toEqual([
      ['valid', 200],
      ['invalid', 400],
    ])
    expect(JSON.stringify(log)).not.toMatch(/local-ai-key|sk-secret/)
  })

  it('applies a failure switch the given number of times, newest first', async () => {
    await failAi('500', { times: 2 })
    await failAi('429', { times: 1 })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await post('/v1/responses', responsesBody())).status)
    expect(statuses).toEqual([429, 500, 500, 200])
  })

  it('refuses malformed switches and unknown controls', async () => {
    const control = (path: string, body: string) =>
      post(`/__emulator/${path}`, body, { 'content-type': 'application/json' })
    expect((await control('fail', '{"mode":"teapot"}')).status).toBe(400)
    expect((await control('fail', '{"mode":"500","times":0}')).status).toBe(400)
    expect((await control('fail', '{"mode":"slow","delayMs":-1}')).status).toBe(400)
    expect((await control('fail', 'nope')).status).toBe(400)
    expect((await control('nothing', '{}')).status).toBe(404)
    const listed = await fetch(`${base()}/__emulator/fail`)
    expect(await listed.json()).toEqual({ active: [] })
  })
})
