/**
 * A document parser process that does what the file says, as a hostile document would make a
 * real one do: `heap` fills its JavaScript heap, `buffers` fills memory outside the heap (as
 * pdf.js inflating a stream does), `crash` aborts; anything else is answered as text.
 */
type Job = { id: number; data: Uint8Array }

const held: unknown[] = []

process.on('message', ({ id, data }: Job) => {
  const order = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8')
  if (order === 'heap') for (;;) held.push({ text: `${held.length}`.repeat(10) })
  if (order === 'buffers') {
    // 32 MB at a time, every page written so that it counts as resident.
    const grow = () => {
      held.push(Buffer.alloc(32 * 1024 * 1024, 1))
      setImmediate(grow)
    }
    return grow()
  }
  if (order === 'crash') process.abort()
  process.send!({ id, document: { kind: 'text', text: order } })
})
