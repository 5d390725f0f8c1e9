/**
 * The benchmark's web in a process of its own, so the checker being measured does not share an
 * event loop with the servers it checks. Prints "ready" once every address listens.
 */
import { benchIndexHtml, buildBenchLinks, servedAddresses } from './linkBenchLinks'
import { startLinkBenchServer } from './linkBenchServer'

const port = Number(process.argv[2])
const latencyMs = Number(process.argv[3])

const main = async () => {
  const server = await startLinkBenchServer({
    addresses: servedAddresses(),
    port,
    latencyMs,
    index: benchIndexHtml(buildBenchLinks(port)),
  })
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
  console.log('ready')
}

main().catch((error: Error) => {
  console.error(error)
  process.exit(1)
})
