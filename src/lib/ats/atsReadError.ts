/**
 * A hiring system's answer that cannot be a board (not JSON or XML, the wrong shape, an id it
 * cannot take): the message is plain words for the source's record, naming the system.
 */
export class AtsReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AtsReadError'
  }
}
