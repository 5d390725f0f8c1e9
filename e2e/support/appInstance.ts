import { type ChildProcess, spawn } from 'node:child_process'

import { E2E_ENV } from './environment'

export type AppInstance = { port: number; url: string; stop: () => Promise<void> }

/** Another `npm start` of the production build, on its own port, sharing `databaseUrl`. */
export const startAppInstance = async (port: number, databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<AppInstance> => {
  const env = {
    ...E2E_ENV,
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: `.data/e2e-instance-${port}`,
    PAYLOAD_SECRET: 'two-instances-share-this-secret-0123456789abcdef',
    ...extraEnv,
  } as unknown as NodeJS.ProcessEnv
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/serve.ts', 'production'], { env, stdio: 'inherit' })
  const url = `http://localhost:${port}`
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the app on port ${port} exited`)
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    port,
    url,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
