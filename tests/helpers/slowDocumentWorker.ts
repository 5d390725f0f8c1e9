/** A document parser that never answers: the pool must kill it at its time limit. */
process.on('message', () => {
  for (;;) {
    // Busy forever, as a hostile file would keep a parser busy.
  }
})
