/**
 * The loopback hiring-system server of bench:import, in a process of its own so its 250 MB of
 * rendered boards and its serving do not weigh on the importer it measures. Started with IPC by
 * scripts/bench/importJobs.ts: it answers { url } once listening, and { mutated } after a
 * { mutate: share } message.
 */
import { generateBoards, mutateBoards, startAtsServer } from '../../tests/helpers/atsServer'

const sources = Number(process.env.BENCH_IMPORT_SOURCES || 1000)
const jobsPerSource = Number(process.env.BENCH_IMPORT_JOBS || 50)

const main = async () => {
  const server = await startAtsServer()
  let boards = generateBoards({ sources, jobsPerSource, seed: 30 })
  for (const { kind, board, jobs } of boards) server.setBoard(kind, board, jobs)
  process.send?.({ url: server.url, boards: boards.map(({ kind, board, jobs }) => ({ kind, board, company: jobs[0]?.companyName ?? board })) })
  process.on('message', (message: { mutate?: number; stop?: boolean }) => {
    if (message.stop) return void server.close().then(() => process.exit(0))
    if (message.mutate) {
      boards = mutateBoards(boards, message.mutate, 2)
      for (const { kind, board, jobs } of boards) server.setBoard(kind, board, jobs)
      server.requests.length = 0
      process.send?.({ mutated: true })
    }
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
