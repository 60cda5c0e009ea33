// The one-server install as a municipality's IT person meets it, read the way
// Docker would read it (no Docker engine runs here): docker-compose.yml is
// valid by the Compose specification's own schema, the image runs a supported
// Node LTS pinned by digest, Caddy is in front with the proxy settings the
// portal needs, nothing but Caddy is published, every log is capped, and the
// README's backup line works as written.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { envSchema } from '@/lib/env'
import { PORTAL_NODE_FLAGS } from '../../scripts/node-flags'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

type Service = {
  image?: string
  build?: unknown
  ports?: unknown[]
  expose?: unknown[]
  user?: string
  profiles?: string[]
  environment?: Record<string, string | number>
  volumes?: string[]
  logging?: { driver?: string; options?: Record<string, string> }
  healthcheck?: unknown
}
type Compose = { name?: string; services: Record<string, Service>; volumes?: Record<string, unknown> }

const composeText = read('docker-compose.yml')
// Compose resolves YAML anchors and merge keys (`<<: *portal-environment`) as it reads.
const compose = parse(composeText, { merge: true }) as Compose

function validateCompose(document: unknown) {
  // Draft 07, Ajv's own draft; its `$schema` names the meta-schema by an address Ajv does not list.
  const { $schema, ...schema } = JSON.parse(read('tests/deployment/compose-spec/compose-spec.json'))
  expect($schema).toBe('https://json-schema.org/draft-07/schema')
  const ajv = new Ajv({ allErrors: true, strict: false })
  const validate = ajv.compile(schema)
  const valid = validate(document)
  return { valid, errors: (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`) }
}

describe('docker-compose.yml', () => {
  it('passes the overload settings to the app with the defaults of lib/env.ts', () => {
    const app = compose.services.app.environment ?? {}
    for (const key of ['ADMISSION_PAGES', 'ADMISSION_PREFETCHES', 'ADMISSION_API_READS', 'ADMISSION_API_WRITES', 'ADMISSION_UPLOADS', 'ADMISSION_QUEUE_WAIT_MS'] as const) {
      const fallback = envSchema.shape[key].parse(undefined)
      expect(app[key], key).toBe(`\${${key}:-${fallback}}`)
    }
  })

  it('is valid by the Compose specification', () => {
    expect(validateCompose(compose)).toEqual({ valid: true, errors: [] })
  })

  it('would be refused by the same schema when broken (the check can fail)', () => {
    const broken = structuredClone(compose)
    ;(broken.services.app as Record<string, unknown>).restart_policy = 'always'
    ;(broken.services.db as Record<string, unknown>).ports = 'not-a-list'
    const result = validateCompose(broken)
    expect(result.valid).toBe(false)
    expect(result.errors.join('\n')).toMatch(/\/services\/app must NOT have additional properties/)
  })

  it('runs Caddy in front: the only published ports are its 80 and 443', () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports?.length)
    expect(published.map(([name]) => name)).toEqual(['proxy'])
    const proxy = compose.services.proxy
    expect(proxy.image).toMatch(/^caddy:2\.\d+\.\d+-alpine$/)
    expect(proxy.ports).toEqual(['80:80', '443:443', '443:443/udp'])
    expect(proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(proxy.environment?.SITE_DOMAIN).toBe('${SITE_DOMAIN:-localhost}')
    // The app listens on the compose network only.
    expect(compose.services.app.ports).toBeUndefined()
    expect(compose.services.app.expose).toEqual(['3000'])
    expect(compose.services.db.ports).toBeUndefined()
  })

  it('caps the log of every service', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging?.driver, name).toBe('json-file')
      expect(service.logging?.options, name).toEqual({ 'max-size': '10m', 'max-file': '5' })
    }
  })

  it('lets the backup service write into a ./backups folder that Docker created owned by root', () => {
    const backup = compose.services.backup
    expect(backup.volumes).toContain('./backups:/backups')
    expect(backup.user).toBe('0:0')
    expect(backup.profiles).toEqual(['tools'])
  })

  it("passes every portal setting to the app, and the file storage settings to the app and the backup", () => {
    const app = compose.services.app.environment ?? {}
    // The console provider's outbox is for development; NODE_ENV is set outright.
    const notPassed = new Set(['SMS_OUTBOX_FILE'])
    const missing = Object.keys(envSchema.shape).filter((key) => !notPassed.has(key) && !(key in app))
    expect(missing).toEqual([])
    for (const service of ['app', 'backup']) {
      for (const key of ['FILE_STORAGE', 'S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(compose.services[service].environment, `${service} ${key}`).toHaveProperty(key)
      }
    }
    expect(app.FILE_STORAGE).toBe('${FILE_STORAGE:-local}')
  })

  it('has an optional MinIO bucket behind a profile, published nowhere', () => {
    expect(compose.services.minio.profiles).toEqual(['minio'])
    expect(compose.services['minio-bucket'].profiles).toEqual(['minio'])
    expect(compose.services.minio.ports).toBeUndefined()
    expect(compose.services.minio.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-\d\d-\d\dT/)
  })

  it('says it needs Compose v2, whose `name:` key Compose 1.x refuses', () => {
    expect(compose.name).toBe('ngo-portal')
    expect(composeText).toMatch(/Compose v2/)
    expect(read('README.md')).toMatch(/Compose v2/)
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const args = Object.fromEntries([...dockerfile.matchAll(/^ARG (\w+)=(\S+)$/gm)].map((match) => [match[1], match[2]]))
  const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1].replace(/^\$\{(\w+)\}$/, (_, name: string) => args[name] ?? name))

  it('builds and runs every stage on a Node LTS with security support, pinned by version tag and digest', () => {
    expect(bases).toHaveLength(3)
    for (const base of bases) {
      const pinned = base.match(/^node:(\d+)\.(\d+)\.(\d+)-(bookworm|trixie)-slim@sha256:[0-9a-f]{64}$/)
      expect(pinned, base).not.toBeNull()
      const major = Number(pinned![1])
      // Even majors become LTS; 24 is the oldest one with security support.
      expect(major).toBeGreaterThanOrEqual(24)
      expect(major % 2).toBe(0)
    }
    expect(dockerfile).toMatch(/To bump it:/)
  })

  it('keeps the code running on the Node of these machines', () => {
    expect(JSON.parse(read('package.json')).engines.node).toBe('>=20.9')
  })

  it('runs as a non-root user', () => {
    expect(dockerfile).toMatch(/^USER portal$/m)
  })

  it('starts the portal with the Node flags of npm start', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)
    expect(cmd).not.toBeNull()
    expect(JSON.parse(cmd![1])).toEqual(['node', ...PORTAL_NODE_FLAGS, 'portal.js'])
  })
})

describe('Caddyfile', () => {
  const caddyfile = read('Caddyfile')

  it('serves SITE_DOMAIN over automatic HTTPS and localhost over plain HTTP', () => {
    expect(caddyfile).toMatch(/^http:\/\/localhost, \{\$SITE_DOMAIN:localhost\} \{$/m)
  })

  it('lets uploads of 3 MiB through, compresses, and proxies to the app with a request id', () => {
    expect(caddyfile).toMatch(/request_body \{\s+max_size 3MiB\s+\}/)
    expect(caddyfile).toMatch(/^\s+encode zstd gzip$/m)
    expect(caddyfile).toMatch(/reverse_proxy app:3000 \{\s+header_up X-Request-Id \{http\.request\.uuid\}\s+\}/)
    // reverse_proxy sets X-Forwarded-For/-Proto/-Host itself; nothing may turn that off.
    expect(caddyfile).not.toMatch(/header_up -X-Forwarded/)
  })

  it('cuts off slow clients: headers within 10 s, a request within 3 minutes, idle connections after 2 (decision 057)', () => {
    // The global options block comes first, and holds the servers' timeouts.
    const global = /^\{\n([\s\S]*?)^\}\n/m.exec(caddyfile.replace(/^#.*\n/gm, ''))
    expect(global?.index).toBe(0)
    const timeouts = /servers \{\s+timeouts \{([^}]*)\}/.exec(global![1])?.[1] ?? ''
    const setting = (name: string) => new RegExp(`^\\s*${name} (\\S+)$`, 'm').exec(timeouts)?.[1]
    const seconds = (value: string | undefined) => {
      const match = /^(\d+)(s|m)$/.exec(value ?? '')
      return match ? Number(match[1]) * (match[2] === 'm' ? 60 : 1) : NaN
    }
    expect(seconds(setting('read_header'))).toBeLessThanOrEqual(10)
    // A 2 MB upload at 12 kB/s (a slow phone) fits; a trickle does not last longer.
    expect(seconds(setting('read_body'))).toBeGreaterThanOrEqual(2_000_000 / 12_000)
    expect(seconds(setting('read_body'))).toBeLessThanOrEqual(300)
    expect(seconds(setting('idle'))).toBeLessThanOrEqual(120)
  })
})

describe("the README's daily backup line", () => {
  it('works as written from cron on a fresh install, where ./backups does not exist yet', () => {
    const line = read('README.md')
      .split('\n')
      .find((text) => /^\d+ \d+ \* \* \* cd \S+ && .*docker compose --profile tools run --rm -T backup/.test(text))
    expect(line).toBeDefined()
    const command = line!.replace(/^(\S+ ){5}/, '')
    const install = command.match(/^cd (\S+) &&/)![1]

    // A fresh install: the folder exists, ./backups does not; `docker` is a stand-in that records its arguments.
    const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cron-line-'))
    const bin = path.join(sandbox, 'bin')
    const target = path.join(sandbox, 'srv')
    fs.mkdirSync(bin)
    fs.mkdirSync(target, { recursive: true })
    fs.writeFileSync(path.join(bin, 'docker'), '#!/bin/sh\necho "docker $*"\n', { mode: 0o755 })
    try {
      // cron runs the line with /bin/sh and a minimal PATH.
      execFileSync('/bin/sh', ['-c', command.replace(`cd ${install}`, `cd ${target}`)], { env: { PATH: `${bin}:/usr/bin:/bin`, HOME: sandbox } as unknown as NodeJS.ProcessEnv })
      expect(fs.readFileSync(path.join(target, 'backups', 'backup.log'), 'utf8')).toBe('docker compose --profile tools run --rm -T backup\n')
    } finally {
      fs.rmSync(sandbox, { recursive: true, force: true })
    }
  })
})
