/** A document worker that never answers: the parser must stop it at its time limit. */
import { parentPort } from 'node:worker_threads'

parentPort?.on('message', () => {
  for (;;) {
    // Busy forever, as a hostile file would keep a parser busy.
  }
})
