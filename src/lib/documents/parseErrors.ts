export class ParseTimeoutError extends Error {
  constructor() {
    super('Parsing took longer than the limit')
  }
}

/**
 * Refused at once rather than queued: every parser is busy and the queue is full ('queue'), or
 * this visitor already has a file being read ('owner').
 */
export class ParserBusyError extends Error {
  constructor(readonly reason: 'queue' | 'owner') {
    super(reason === 'queue' ? 'Every document parser is busy and the queue is full' : 'A file of this visitor is being read already')
  }
}

/**
 * A document that could not be read safely: over a limit of what one parse may unzip, count or
 * nest, or its parser process ran out of memory, was stopped over its memory cap, or crashed.
 */
export class DocumentUnsafeError extends Error {}
