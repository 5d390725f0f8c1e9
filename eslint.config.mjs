import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a value left out on purpose: `{ secret: _secret, ...shown }`.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The layers of docs/architecture.md: src/lib imports nothing above it (what it needs is an
    // argument), components nothing of the routes or of Payload's config.
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/components/*', '**/app/*', '**/components/*', '**/collections/**', '**/globals/**', '**/tasks/**', '**/seed/**', '**/migrations/**', '**/scripts/**', '**/payload.config*'],
              message: 'src/lib imports nothing above it (docs/architecture.md): take what it needs as an argument.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '**/app/*', '**/collections/**', '**/globals/**', '**/tasks/**', '**/seed/**', '**/migrations/**', '**/scripts/**', '**/payload.config*'],
              message: 'Components import lib and payload-types only (docs/architecture.md): routes and Payload config sit above them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The helpers hand tests the JSON an endpoint answered, which each assertion reads field by
    // field: typing it as any is the point there.
    files: ['tests/helpers/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'test-results/**',
    // Third-party scripts kept beside the resume fixtures they printed (see their SOURCES.md).
    'tests/fixtures/**',
    'playwright-report/**',
    '.tmp-*',
    'src/payload-types.ts',
    'src/payload-generated-schema.ts',
    'src/app/(payload)/admin/importMap.js',
    'migrations/*.json',
    'next-env.d.ts',
  ]),
])
