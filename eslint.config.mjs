import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // CommonJS entry files (the standalone server entry) load with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Only lib/<domain>/ may reach the database (docs/architecture.md, Layers).
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg', message: 'Read through a lib/<domain>/ module.' },
            { name: 'drizzle-orm', message: 'Read through a lib/<domain>/ module.' },
            { name: '@/lib/db', message: 'Read through a lib/<domain>/ module.' },
          ],
          patterns: [{ group: ['@/db/*', '@/lib/db/*', 'drizzle-orm/*'], message: 'Read through a lib/<domain>/ module.' }],
        },
      ],
    },
  },
  {
    // lib/ is below components/: a module of lib/ that needs a component's help takes it as an argument or a registration.
    files: ['lib/**'],
    ignores: ['lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/*', '@/app/*'], message: 'lib/ does not import from components/ or app/ (docs/architecture.md, Layers).' }] }],
    },
  },
]

export default config
